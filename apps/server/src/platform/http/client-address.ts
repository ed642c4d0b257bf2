import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The peer of the TCP connection, from @hono/node-server's incoming socket. `app.request()` has
 * no socket unless a test passes one as env (`{ incoming: { socket: { remoteAddress } } }`).
 */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The entry of an X-Forwarded-* list written by the outermost of `hops` trusted proxies. Each
 * proxy appends one entry, so anything left of that one came from the client and may be forged.
 * A list shorter than `hops` gives its first entry (proxies that overwrite the header).
 */
export function forwardedEntry(header: string | undefined | null, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The client's address, for rate limits and the loopback-only outbox: the socket's peer, or with
 * TRUST_PROXY=n the X-Forwarded-For entry the n-th proxy from us wrote. Off (0), X-Forwarded-For is
 * ignored, so a client cannot pick its own address.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const forwarded = trustProxy > 0 ? forwardedEntry(c.req.header('x-forwarded-for'), trustProxy) : undefined;
  return withoutPort(forwarded ?? socketAddress(c) ?? 'unknown');
}

/** Some proxies write `1.2.3.4:5678` or `[::1]:5678`; a port would give every connection its own limit. */
function withoutPort(address: string): string {
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (v4?.[1]) return v4[1];
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  return v6?.[1] ?? address;
}

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: the machine itself. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase();
  return a === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}
