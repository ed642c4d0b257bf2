import { z } from 'zod';

export const MESSAGE_VARIANTS = ['a', 'b', 'c', 'd'] as const;
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
