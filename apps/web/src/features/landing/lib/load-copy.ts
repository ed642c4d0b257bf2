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

export interface EmbeddedCopy {
  variant: MessageVariantId;
  copy: LandingCopy;
}

/** The id of the script element the pre-rendered landing carries its variant's copy in. */
export const EMBEDDED_COPY_ID = 'landing-copy';

let embedded: EmbeddedCopy | null | undefined;

/**
 * The copy the pre-rendered page was built with (scripts/prerender-landing.mjs), when it is the
 * variant shown: the first render then paints the very text already on screen, with no wait.
 */
export function embeddedCopy(variant: MessageVariantId): LandingCopy | null {
  if (embedded === undefined) {
    const text = document.getElementById(EMBEDDED_COPY_ID)?.textContent;
    embedded = text ? (JSON.parse(text) as EmbeddedCopy) : null;
  }
  return embedded?.variant === variant ? embedded.copy : null;
}

/** For the build's pre-render, which has no page to read it from. */
export function setEmbeddedCopy(value: EmbeddedCopy): void {
  embedded = value;
}
