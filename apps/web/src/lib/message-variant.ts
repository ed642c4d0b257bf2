import { type MessageVariant, messageVariantSchema, resolveVariant } from '@bloom/core';
import { getCookie, setCookie } from './cookies';

export const VARIANT_COOKIE = 'langVariant';
const VARIANT_COOKIE_DAYS = 365;

/** Remembers a valid `?m=` variant in the langVariant cookie for 365 days (docs/product.md#message-variants). */
export function rememberVariantFromUrl(search: string): void {
  const parsed = messageVariantSchema.safeParse(new URLSearchParams(search).get('m'));
  if (parsed.success) setCookie(VARIANT_COOKIE, parsed.data, VARIANT_COOKIE_DAYS);
}

/** The variant for a new account: `?m=`, then the cookie, then 'a'. */
export function variantForSignUp(search: string): MessageVariant {
  return resolveVariant(new URLSearchParams(search).get('m'), getCookie(VARIANT_COOKIE));
}
