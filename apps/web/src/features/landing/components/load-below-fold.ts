/** The sections under the hero, one chunk, loaded once (the header's Pricing link waits for it). */
let pending: Promise<typeof import('./below-fold')> | null = null;

export function loadBelowFold() {
  pending ??= import('./below-fold');
  return pending;
}

/** Scrolls to a section under the hero once its chunk has arrived and React has rendered it. */
export function scrollToSection(id: string): void {
  const attempt = (framesLeft: number) => {
    const target = document.getElementById(id);
    if (!target) {
      if (framesLeft > 0) requestAnimationFrame(() => attempt(framesLeft - 1));
      return;
    }
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  void loadBelowFold().then(() => attempt(120));
}
