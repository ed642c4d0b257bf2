import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Tests only: Debian's poppler-utils (pdfsig, pdftotext, pdfinfo) as independent readers of the
 * PDFs we make. `npm test` finds or installs them first (scripts/find-pdfsig.mjs) and passes
 * PDFSIG_PATH; the other tools sit beside pdfsig.
 */
const run = promisify(execFile);
const toolsDir = () => path.dirname(process.env.PDFSIG_PATH ?? '/usr/bin/pdfsig');

async function withFile<T>(bytes: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bloom-pdf-'));
  const file = path.join(dir, 'document.pdf');
  try {
    await writeFile(file, bytes);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What a poppler tool printed, whatever its exit code (pdfsig exits non-zero on a bad signature). */
async function poppler(tool: string, args: string[]): Promise<string> {
  try {
    // TZ=UTC: pdfsig prints the signing time in the local zone.
    const options = { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, TZ: 'UTC' } };
    const { stdout, stderr } = await run(path.join(toolsDir(), tool), args, options);
    return stdout + stderr;
  } catch (err) {
    const failed = err as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
    if (failed.code === 'ENOENT') {
      throw new Error(
        `${tool} not found in ${toolsDir()}: run \`npm test\` (it installs poppler-utils) or apt-get install poppler-utils`,
      );
    }
    return (failed.stdout ?? '') + (failed.stderr ?? '');
  }
}

/** pdfsig's report: "Signature Validation: Signature is Valid.", "Total document signed", … */
export const pdfsigReport = (bytes: Uint8Array) => withFile(bytes, (file) => poppler('pdfsig', [file]));

/** The text of every page as poppler extracts it (pages separated by form feeds). */
export const pdftotext = (bytes: Uint8Array) =>
  withFile(bytes, (file) => poppler('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-']));

/** pdfinfo's fields (Title, Keywords, Pages, Producer, …) by name. */
export async function pdfinfo(bytes: Uint8Array): Promise<Record<string, string>> {
  const out = await withFile(bytes, (file) => poppler('pdfinfo', ['-enc', 'UTF-8', file]));
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}
