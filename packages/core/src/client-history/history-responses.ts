import { z } from 'zod';
import { text } from '../text';
import { HISTORY_ACTOR_TYPES, HISTORY_CATEGORIES, HISTORY_KINDS } from './history-kinds';

/** GET /api/clients/{id}/history?before=: the page before the previous page's `nextCursor`. */
export const clientHistoryQuerySchema = z.object({ before: text().max(200).optional() });

export const historyItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(HISTORY_KINDS),
  category: z.enum(HISTORY_CATEGORIES),
  actor: z.object({ type: z.enum(HISTORY_ACTOR_TYPES), name: z.string().nullable() }),
  text: z.string(),
});

/**
 * A page of the client's history, newest first. `erased`: the client's personal data was erased
 * (then `items` holds the erasure alone, and nothing personal); null for a live client.
 */
export const clientHistoryResponseSchema = z.object({
  erased: z.object({ at: z.string(), byName: z.string() }).nullable(),
  items: z.array(historyItemSchema),
  nextCursor: z.string().nullable(),
});
export type ClientHistoryResponse = z.infer<typeof clientHistoryResponseSchema>;
