import { numberOf } from '@bloom/core';

/**
 * A number question's answer from what is typed: '' when empty, the number when it reads as one
 * ("5,000", "$1200", and "3,5" with a decimal comma as many phones type it), else the text as
 * typed, so the check on submit says it is not a number.
 */
export function numberFromText(text: string): number | string {
  const t = text.trim();
  if (!t) return '';
  return numberOf(/^-?\d+,\d{1,2}$/.test(t) ? t.replace(',', '.') : t) ?? t;
}
