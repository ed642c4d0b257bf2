import { z } from 'zod';

import { MESSAGE_VARIANTS } from './variant-ids';

export { MESSAGE_VARIANTS };
export const messageVariantSchema = z.enum(MESSAGE_VARIANTS);
export type MessageVariant = z.infer<typeof messageVariantSchema>;

/** Precedence: profile, then ?m=, then the langVariant cookie, then 'a'. */
export function resolveVariant(...candidates: Array<string | null | undefined>): MessageVariant {
  for (const c of candidates) {
    const parsed = messageVariantSchema.safeParse(c);
    if (parsed.success) return parsed.data;
  }
  return 'a';
}
