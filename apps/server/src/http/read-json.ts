import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest, zodMessage } from './errors';

/** Parses a JSON body against a schema; bad JSON or a failed rule is a 400 with a clear message. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(zodMessage(parsed.error));
  return parsed.data;
}
