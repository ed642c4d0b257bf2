import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { DeliveryTarget } from './ssrf';

/** A whole try (connect, send, answer) gives up after this long. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/** At most this much of an answer is read; the rest is dropped with the connection. */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** The log keeps this much of the answer. */
export const EXCERPT_BYTES = 1024;
export const USER_AGENT = 'Bloom-Webhooks/1';
/** A try cut short because the server is stopping (recorded, and tried again per the schedule). */
export const STOPPED_ERROR = 'cut short: Bloom was shutting down';

export interface DeliveryRequest {
  target: DeliveryTarget;
  body: string;
  /** webhook-id, webhook-timestamp, webhook-signature. */
  headers: Record<string, string>;
  timeoutMs?: number;
  /** Aborted when the worker stops: the request ends now rather than outlive the database. */
  signal?: AbortSignal;
}

/** One try, as the log records it. */
export interface DeliveryResult {
  /** Null when no HTTP answer came (connection error, timeout). */
  statusCode: number | null;
  durationMs: number;
  succeeded: boolean;
  /** The first 1 KB of the answer. */
  responseExcerpt: string;
  /** Why the try failed, in a few words; null on success. */
  error: string | null;
}

/** Postgres text holds no NUL; a binary answer is kept readable enough for a log. */
const excerptOf = (bytes: Buffer) => bytes.subarray(0, EXCERPT_BYTES).toString('utf8').replaceAll('\u0000', '\uFFFD');

/**
 * POSTs one signed webhook to a vetted target: it connects to the addresses `resolveDeliveryTarget`
 * checked (its own lookup answers them, so no second DNS answer can slip in) while SNI, the
 * certificate check and Host keep the host name. No redirect is followed (a 3xx is a failure),
 * only 2xx succeeds, and at most 64 KB of the answer is read.
 */
export function deliverWebhook({
  target,
  body,
  headers,
  timeoutMs = DELIVERY_TIMEOUT_MS,
  signal,
}: DeliveryRequest): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const vetted: LookupFunction = (_hostname, options, callback) => {
    const all = target.addresses.map(({ address, family }) => ({ address, family }));
    if ((options as { all?: boolean }).all) (callback as (err: null, list: typeof all) => void)(null, all);
    else callback(null, all[0]?.address ?? '', all[0]?.family ?? 4);
  };
  const { url } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<DeliveryResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<DeliveryResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      resolve({ ...result, durationMs: elapsed() });
    };
    const stop = () => {
      req.destroy();
      finish({ statusCode: null, succeeded: false, responseExcerpt: '', error: STOPPED_ERROR });
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: vetted,
        servername: target.hostname,
        // No pooled sockets: each try connects to the addresses vetted for it.
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body).toString(),
          'user-agent': USER_AGENT,
        },
      },
      (res) => readAnswer(res, (bytes) => finish(outcome(res, bytes))),
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({
        statusCode: null,
        succeeded: false,
        responseExcerpt: '',
        error: `timed out after ${timeoutMs / 1000} s`,
      });
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => {
      finish({
        statusCode: null,
        succeeded: false,
        responseExcerpt: '',
        error: err.code ? `${err.code}: ${err.message}` : err.message,
      });
    });
    // Stopping already: nothing is sent.
    if (signal?.aborted) {
      stop();
      return;
    }
    signal?.addEventListener('abort', stop, { once: true });
    req.end(body);
  });
}

function outcome(res: IncomingMessage, bytes: Buffer): Omit<DeliveryResult, 'durationMs'> {
  const status = res.statusCode ?? 0;
  const responseExcerpt = excerptOf(bytes);
  if (status >= 200 && status < 300) return { statusCode: status, succeeded: true, responseExcerpt, error: null };
  const error =
    status >= 300 && status < 400
      ? `redirect not followed${res.headers.location ? ` (to ${res.headers.location.slice(0, 200)})` : ''}`
      : `HTTP ${status}`;
  return { statusCode: status, succeeded: false, responseExcerpt, error };
}

/** Reads up to MAX_RESPONSE_BYTES, then stops reading (the connection is dropped). */
function readAnswer(res: IncomingMessage, done: (bytes: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const end = () => done(Buffer.concat(chunks));
  res.on('data', (chunk: Buffer) => {
    const room = MAX_RESPONSE_BYTES - size;
    chunks.push(chunk.subarray(0, room));
    size += Math.min(chunk.length, room);
    if (size >= MAX_RESPONSE_BYTES) {
      end();
      res.destroy();
    }
  });
  res.on('end', end);
  // A connection cut mid-answer still has a status: what arrived counts.
  res.on('error', end);
  res.on('aborted', end);
}
