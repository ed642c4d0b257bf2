import type { LandingCopy, MessageVariantId } from '@bloom/core';

/**
 * The hero's copy for all four variants arrives as one small chunk, requested as soon as the
 * landing's code runs, so the first load stays within its budget; every variant waits the same,
 * which keeps the A/B comparison fair. The hero shows its placeholder meanwhile, never other copy.
 */
let pending: Promise<Record<MessageVariantId, LandingCopy>> | null = null;

export function loadLandingCopy() {
  pending ??= import('@bloom/core/landing-copy').then((m) => m.LANDING_COPY);
  return pending;
}
