import { z } from 'zod';
import { PLAN_IDS } from '../billing/plan-ids';
import { text } from '../text';
import { MESSAGE_VARIANTS } from '../variants';

/**
 * The landing page's anonymous events (docs/decisions/015): `POST /api/analytics/visit` and
 * `POST /api/analytics/cta`, sent with `navigator.sendBeacon` (a text/plain body holding JSON is
 * read as JSON). Answered 204; unknown plans or variants 400 and nothing is stored.
 */

export const ANALYTICS_SESSION_ID_MAX = 100;
/** A referrer longer than this is not read (only its host would be kept anyway). */
export const ANALYTICS_REFERRER_MAX = 2048;

export const ANALYTICS_MESSAGES = {
  unknownPlan: 'Unknown plan',
  unknownVariant: 'Unknown message variant',
  badSessionId: `Session id must be 1-${ANALYTICS_SESSION_ID_MAX} letters, digits, '-' or '_'`,
  badReferrer: 'Referrer is too long',
} as const;

const plan = z.enum(PLAN_IDS, { error: ANALYTICS_MESSAGES.unknownPlan });
const variant = z.enum(MESSAGE_VARIANTS, { error: ANALYTICS_MESSAGES.unknownVariant });
const sessionId = text({ label: 'Session id', error: ANALYTICS_MESSAGES.badSessionId }).regex(
  new RegExp(`^[A-Za-z0-9_-]{1,${ANALYTICS_SESSION_ID_MAX}}$`),
  ANALYTICS_MESSAGES.badSessionId,
);

export const ctaClickSchema = z.object({ plan, variant, sessionId });
export type CtaClickInput = z.infer<typeof ctaClickSchema>;

export const landingVisitSchema = ctaClickSchema.extend({
  /** `document.referrer` (or a bare host); the server keeps only its host. */
  referrer: text({ label: 'Referrer' }).max(ANALYTICS_REFERRER_MAX, ANALYTICS_MESSAGES.badReferrer).nullish(),
});
export type LandingVisitInput = z.infer<typeof landingVisitSchema>;
