import net from 'node:net';
import { expect, type Locator } from '@playwright/test';

/**
 * A TCP proxy in front of the e2e server that passes what the browser sends at `bytesPerSecond`
 * (answers go back at full speed). The browser counts upload progress as its socket drains, so
 * through this proxy a large upload climbs in steps, as on a real connection; DevTools network
 * throttling does not slow that count down.
 */
export async function slowUploadProxy(targetPort: number, bytesPerSecond: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((browser) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const s of [browser, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        browser.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(browser);
    browser.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      browser.pause();
      setTimeout(() => browser.resume(), (chunk.length / bytesPerSecond) * 1000);
    });
    browser.on('end', () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Through the proxy, an upload's progress bar reads more than one percent between 0 and 100 on its way. */
export async function expectProgressSteps(bar: Locator) {
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const now = Number((await bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null)) ?? -1);
        if (now > 0 && now < 100) seen.add(now);
        return seen.size;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBeGreaterThan(1);
}
