import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

/** The encoding to use for an Accept-Encoding header: brotli first, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** HTML pages and JSON answers; assets come precompressed from the build, files as they are. */
const COMPRESSIBLE = /^(text\/html|application\/json)\b/;

/**
 * Every HTML answer (the landing, the app and portal shells, the wall, the unsubscribe and other
 * server pages) and every JSON answer compressed when the client takes it, as the build's
 * `.br`/`.gz` assets are. They are small and built per request, so they are compressed in memory
 * at a quick brotli level.
 */
export const compressText: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
  // A stored file (an uploaded .json, say) goes byte for byte: its ranges and ETag name those bytes.
  if (['accept-ranges', 'content-range', 'content-disposition'].some((h) => res.headers.has(h))) return;
  // Caches must keep one copy per encoding, compressed or not.
  res.headers.append('vary', 'accept-encoding');
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding || c.req.method === 'HEAD' || !res.body || res.headers.has('content-encoding')) return;
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  if (body.length >= MIN_BYTES) {
    const packed =
      encoding === 'br'
        ? await brotli(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          })
        : await gzipped(body, { level: 6 });
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(packed.length));
    // A strong validator names one representation: the compressed one gets its own.
    const etag = headers.get('etag');
    if (etag?.startsWith('"')) headers.set('etag', `W/${etag}`);
    replace(c, new Response(packed, { status: res.status, statusText: res.statusText, headers }));
    return;
  }
  replace(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
};

/** Hono copies the old answer's headers onto a new one; cleared first, the new headers stand. */
function replace(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}
