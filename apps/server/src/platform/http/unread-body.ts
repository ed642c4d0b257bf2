import { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

/** How much of an unread request body is read before answering; a longer rest closes the connection. */
const DRAIN_MAX_BYTES = 1024 * 1024;
/** How long a client may take to send that rest before the connection is closed instead. */
const DRAIN_TIMEOUT_MS = 2000;

/**
 * Answers given before the request's body was read (a cross-site 403, the 404 of an unknown
 * route, a 401 before the JSON is parsed…) must leave a keep-alive connection usable.
 *
 * Left to itself, @hono/node-server drains such a body after the answer, but once anything has
 * opened `c.req.raw.body` (the body limit does) its Web-stream adapter pauses the socket again
 * after each chunk: the drain never sees the end, and 500 ms later the server drops the socket
 * under whatever request the client has sent on it since ("other side closed").
 *
 * So: read the rest of a small body before the answer goes out; when the body is too long, too
 * slow or already held by a reader, answer with `Connection: close` so the client does not reuse
 * the socket. Only on @hono/node-server: `app.request()` has no socket to keep alive.
 */
export const finishReadingBody: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage) || incoming.readableEnded || !hasBody(incoming)) return;
  if (c.res.headers.get('connection')?.toLowerCase() === 'close') return;
  const declared = Number(incoming.headers['content-length'] ?? 0);
  if (declared <= DRAIN_MAX_BYTES && (await readRest(c.req.raw.body))) return;
  c.header('connection', 'close');
};

function hasBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length'];
  return incoming.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Reads and drops what is left of `body`; false when it is locked, too long, too slow or broken. */
async function readRest(body: ReadableStream<Uint8Array> | null): Promise<boolean> {
  if (!body) return true;
  if (body.locked) return false;
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DRAIN_TIMEOUT_MS);
  });
  const drained = (async () => {
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      size += value.byteLength;
      if (size > DRAIN_MAX_BYTES) return false;
    }
  })().catch(() => false);
  try {
    return await Promise.race([drained, timedOut]);
  } finally {
    clearTimeout(timer);
    // A pending read on a reader released before it settles is harmless: the socket closes anyway.
    reader.releaseLock();
  }
}
