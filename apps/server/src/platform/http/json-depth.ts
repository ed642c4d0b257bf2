import { ERROR_CODES } from '@bloom/core';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

/** No body of the API nests deeper than a handful of levels; 32 leaves room and stops the abuse. */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * True when `text` opens more than `max` arrays or objects inside one another. One pass over the
 * characters, no recursion and no parse: brackets inside strings do not count. For valid JSON this
 * is its exact depth; malformed text gets the parser's 400 anyway.
 */
export function jsonNestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character: \" stays in the string.
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if ((ch === 0x5d || ch === 0x7d) && depth > 0) depth--;
  }
  return false;
}

/**
 * Every request body of an /api route (all but the streamed uploads, which app.ts skips, as it
 * does for the body limit) is scanned before anything parses it: deeper than MAX_JSON_DEPTH is a
 * 400. Rules and cleaning written recursively then never meet a value thousands deep (issue 24:
 * a 20,000-deep portal answer overflowed the stack). Mount it after the 1 MB body limit; the
 * text is cached, so the route's own JSON reader parses the same bytes without reading again.
 */
export const limitJsonDepth: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
  // A request no route takes (the catch-all 404) is not read: it is answered as unknown.
  if (!c.req.matchedRoutes.some((route) => route.method === c.req.method)) return next();
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    // An aborted or broken body: the route's reader meets the same failure and answers it.
    return next();
  }
  if (jsonNestsDeeperThan(text)) return c.json(errorBody(ERROR_CODES.VALIDATION_ERROR, JSON_TOO_DEEP_MESSAGE), 400);
  return next();
};
