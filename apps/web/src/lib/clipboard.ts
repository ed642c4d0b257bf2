/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context (https or
 * localhost) and the page's focus; elsewhere (an http intranet address, an older browser) it
 * falls back to a selected, off-screen textarea and `execCommand('copy')`.
 * Resolves true when the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = globalThis.navigator?.clipboard;
  if (clipboard?.writeText && globalThis.isSecureContext !== false) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or the document lost focus: try the old way.
    }
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  // Give focus back (a dialog or menu would otherwise lose it to the removed textarea).
  active?.focus();
  return copied;
}
