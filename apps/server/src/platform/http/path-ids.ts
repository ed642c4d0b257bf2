import { isUuid, UUID_PATTERN } from '@bloom/core';
import type { Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../../kernel/service-error';

/**
 * Every id we hand out fits this: uuids, `builtin-{slug}-step-{n}`, better-auth's ids and tokens
 * (letters and digits), the test provider's `cs_test_{hex}`. Anything else cannot name a row, so it
 * answers like an unknown id without a query (a NUL in a query parameter is a database error).
 */
const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

export const isSaneId = (value: string | undefined): value is string => value !== undefined && ID.test(value);

/**
 * The `params` of a declared route whose id is not a uuid (built-in journeys, the test provider's
 * sessions): an id that cannot be one of ours answers 404 with `message` before any query.
 */
export const saneIdParams = <K extends string>(name: K, message: string) =>
  z.object({ [name]: z.string().refine(isSaneId, message) } as Record<K, z.ZodString>);

// Hono's c.req.path has %00 and the like decoded already.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** App-wide net under every route's own path checks: a control character is never part of our paths. */
export const hasControlChars = (path: string): boolean => CONTROL_CHARS.test(path);

/** For tables keyed by uuid: any other path id cannot name a row, so 404 before any query. */
export function uuidParam(c: Context, name: string, message: string): string {
  const value = c.req.param(name) ?? '';
  if (!isUuid(value)) throw notFound(message);
  return value.toLowerCase();
}

/**
 * The `params` of a declared route keyed by uuid: an id that is not one answers 404 with
 * `message` before any query (the router's hook turns a failed path check into a 404), lower-cased.
 */
export const uuidParams = <K extends string>(name: K, message: string) =>
  z.object({
    [name]: z
      .string()
      .regex(UUID_PATTERN, message)
      .transform((id) => id.toLowerCase()),
  } as Record<K, z.ZodPipe<z.ZodString, z.ZodTransform<string, string>>>);
