import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'prerender-landing.mjs');
/** How long the process may live on once it says its files are written. */
const EXIT_GRACE_MS = 5_000;

/**
 * Runs the pre-render into dir; resolves with its exit code, its output, and how long it lived
 * after printing its 'Pre-rendered' line (killed, with code null, once that passes the grace).
 */
function prerender(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let writtenAt = null;
    let killer = null;
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (writtenAt === null && stdout.includes('Pre-rendered')) {
        writtenAt = Date.now();
        killer = setTimeout(() => child.kill('SIGKILL'), EXIT_GRACE_MS);
      }
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, livedAfterWriting: writtenAt === null ? null : Date.now() - writtenAt });
    });
  });
}

describe('prerender-landing (run by the web build, so by the first npm start)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prerender-landing-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every variant × plan page and exits as soon as they are written', async () => {
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>\n<html><body><div id="root"></div></body></html>\n');

    const { code, stdout, stderr, livedAfterWriting } = await prerender(dir);

    expect(stderr).toBe('');
    expect(stdout).toContain('Pre-rendered the landing');
    // A timer left behind by the render (TanStack Query's 5-minute garbage collection once it
    // believes it runs in a browser) kept the process, and the first start, waiting.
    expect(livedAfterWriting).toBeLessThan(EXIT_GRACE_MS);
    expect(code).toBe(0);
    const pages = readdirSync(path.join(dir, 'landing'));
    expect(pages).toHaveLength(16);
    // /login and /signup: their form in the first response, with their own title.
    expect(readdirSync(path.join(dir, 'pages')).sort()).toEqual(['login.html', 'signup.html']);
    const login = readFileSync(path.join(dir, 'pages', 'login.html'), 'utf8');
    // React writes attribute names as in JSX (autoComplete): HTML reads them case-insensitively.
    expect(login).toMatch(/<div id="root">.*<form[^>]*>.*autocomplete="current-password"/is);
    const page = readFileSync(path.join(dir, 'landing', pages[0]), 'utf8');
    expect(page).toContain('<script type="application/json" id="landing-copy">');
    expect(page).not.toContain('<div id="root"></div>');
  }, 60_000);
});
