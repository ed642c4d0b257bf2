import {
  isMessageVariant,
  type MessageVariantId,
  pickMessageVariant,
  VARIANT_COOKIE,
  VARIANT_COOKIE_DAYS,
} from '@bloom/core';
import { getCookie, setCookie } from './cookies';

export { VARIANT_COOKIE };

/** Remembers a valid `?m=` variant in the langVariant cookie for 365 days (docs/product.md#message-variants). */
export function rememberVariantFromUrl(search: string): void {
  const m = new URLSearchParams(search).get('m');
  if (isMessageVariant(m)) setCookie(VARIANT_COOKIE, m, VARIANT_COOKIE_DAYS);
}

/** The variant the landing shows: the profile's, then `?m=`, then the cookie, then 'a'. */
export function currentVariant(search: string, profileVariant?: string | null): MessageVariantId {
  return pickMessageVariant({
    profile: profileVariant,
    query: new URLSearchParams(search).get('m'),
    cookie: getCookie(VARIANT_COOKIE),
  });
}

/** The variant for a new account: `?m=`, then the cookie, then 'a'. */
export function variantForSignUp(search: string): MessageVariantId {
  return currentVariant(search);
}
