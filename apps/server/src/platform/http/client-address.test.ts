import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedEntry, isLoopback } from './client-address';
import { linkOrigin, requestOrigin } from './link-origin';

describe('forwardedEntry', () => {
  it('takes the entry the outermost trusted proxy appended', () => {
    expect(forwardedEntry('203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedEntry('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(forwardedEntry('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(forwardedEntry('203.0.113.9', 2)).toBe('203.0.113.9');
  });

  it('gives nothing when off or empty', () => {
    expect(forwardedEntry('203.0.113.9', 0)).toBeUndefined();
    expect(forwardedEntry(undefined, 1)).toBeUndefined();
    expect(forwardedEntry(' , ', 1)).toBeUndefined();
  });
});

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.255.0.9', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3'])('%s is loopback', (a) => {
    expect(isLoopback(a)).toBe(true);
  });
  it.each(['10.0.0.1', '128.0.0.1', '::2', '::ffff:10.0.0.1', 'unknown', '', '127.0.0.1.evil'])('%s is not', (a) => {
    expect(isLoopback(a)).toBe(false);
  });
});

describe('clientAddress', () => {
  const probe = (trustProxy: number) => new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const ask = async (trustProxy: number, socket: string | undefined, xff?: string) => {
    const env = socket ? { incoming: { socket: { remoteAddress: socket } } } : undefined;
    const res = await probe(trustProxy).request('/', { headers: xff ? { 'x-forwarded-for': xff } : {} }, env);
    return res.text();
  };

  it('is the socket peer, whatever X-Forwarded-For says, when no proxy is trusted', async () => {
    expect(await ask(0, '198.51.100.7', '127.0.0.1')).toBe('198.51.100.7');
    expect(await ask(0, undefined)).toBe('unknown');
  });

  it('is the forwarded client behind a trusted proxy, without a port', async () => {
    expect(await ask(1, '10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ask(1, '10.0.0.2', '203.0.113.9:51234')).toBe('203.0.113.9');
    expect(await ask(1, '10.0.0.2', '[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(await ask(1, '10.0.0.2')).toBe('10.0.0.2');
  });
});

describe('linkOrigin', () => {
  const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

  it('is PUBLIC_URL when set', () => {
    expect(linkOrigin(req('http://127.0.0.1:3000/x'), { publicUrl: 'https://app.example.com', trustProxy: 1 })).toBe(
      'https://app.example.com',
    );
  });

  it("is the request's own origin otherwise, from the Host header or the URL", () => {
    expect(linkOrigin(req('http://127.0.0.1:3000/x'), { trustProxy: 0 })).toBe('http://127.0.0.1:3000');
    expect(requestOrigin(req('http://localhost/x', { host: '192.168.1.20:3000' }), 0)).toBe('http://192.168.1.20:3000');
    expect(requestOrigin(req('http://localhost/x', { host: '[::1]:3000' }), 0)).toBe('http://[::1]:3000');
  });

  it('ignores a malformed Host header', () => {
    expect(requestOrigin(req('http://127.0.0.1:3000/x', { host: 'evil.example/path?' }), 0)).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('reads X-Forwarded-Host and -Proto only from a trusted proxy', () => {
    const forwarded = { 'x-forwarded-host': 'bloom.example.org', 'x-forwarded-proto': 'https' };
    expect(requestOrigin(req('http://10.0.0.7:3000/x', forwarded), 0)).toBe('http://10.0.0.7:3000');
    expect(requestOrigin(req('http://10.0.0.7:3000/x', forwarded), 1)).toBe('https://bloom.example.org');
    expect(requestOrigin(req('http://10.0.0.7:3000/x', { 'x-forwarded-proto': 'gopher' }), 1)).toBe(
      'http://10.0.0.7:3000',
    );
  });
});
