import { z } from 'zod';

/**
 * The answer of a list read a page at a time: the page's items under `key`, and `nextCursor`,
 * which the next request passes as `cursor` (null on the last page).
 */
export const keysetPageSchema = <K extends string, S extends z.ZodType>(key: K, item: S) =>
  z.object({ [key]: z.array(item), nextCursor: z.string().nullable() } as Record<K, z.ZodArray<S>> & {
    nextCursor: z.ZodNullable<z.ZodString>;
  });
