import { MESSAGES, storableJson } from '@bloom/core';
import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, zodMessage } from '../../kernel/service-error';

/**
 * Parses a JSON body against a schema; bad JSON or a failed rule is a 400 with a clear message.
 * Schemas build their strings with core's `text()` (field-named messages); the `storableJson` net
 * after them keeps an endpoint whose schema forgot it from sending NUL or lone surrogates to the database.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(zodMessage(parsed.error));
  const storable = storableJson(parsed.data);
  if (!storable.ok) throw badRequest(MESSAGES.nulCharacter());
  return storable.value as z.infer<S>;
}
