/** The sections under the hero, one chunk, loaded once (the header's Pricing link waits for it). */
let pending: Promise<typeof import('./below-fold')> | null = null;

export function loadBelowFold() {
  pending ??= import('./below-fold');
  return pending;
}

/** Scrolls to a section under the hero, after its chunk has arrived. */
export function scrollToSection(id: string): void {
  void loadBelowFold().then(() => {
    requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
    });
  });
}
