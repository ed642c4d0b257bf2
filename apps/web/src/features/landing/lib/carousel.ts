/** Feature carousel timing (docs/product.md#landing-page). */
export const CAROUSEL_INTERVAL_MS = 3500;
export const CAROUSEL_PAUSE_MS = 12_000;

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
