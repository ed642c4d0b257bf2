/** The landing page's A/B message variants (zod-free, so the landing can read them without zod). */
export const MESSAGE_VARIANTS = ['a', 'b', 'c', 'd'] as const;
export type MessageVariantId = (typeof MESSAGE_VARIANTS)[number];

export function isMessageVariant(value: unknown): value is MessageVariantId {
  return typeof value === 'string' && (MESSAGE_VARIANTS as readonly string[]).includes(value);
}

/** Days the `langVariant` cookie remembers a `?m=` variant (docs/product.md#message-variants). */
export const VARIANT_COOKIE_DAYS = 365;
export const VARIANT_COOKIE = 'langVariant';

/**
 * docs/product.md#message-variants: the signed-in profile's variant, then `?m=`, then the `langVariant` cookie, then 'a'.
 * Invalid values at any level are skipped.
 */
export function pickMessageVariant(sources: {
  profile?: string | null;
  query?: string | null;
  cookie?: string | null;
}): MessageVariantId {
  for (const candidate of [sources.profile, sources.query, sources.cookie]) {
    if (isMessageVariant(candidate)) return candidate;
  }
  return 'a';
}
