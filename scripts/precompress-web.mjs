// The `.gz` and `.br` twins of the web build's scripts, stylesheets and SVGs, once, at full
// strength: the server sends them to browsers that take them (static-files.ts), so a phone
// downloads the compressed size without the server compressing on every request.
// The web build ends with `precompress-web.mjs --build`; `npm start` sets BLOOM_PRECOMPRESS=later,
// which skips that step, and runs this at low priority once the server is starting:
// brotli at full strength is most of the web build's time, and a first start need not wait for it
// (assets go out uncompressed, then gzip, then brotli, as the twins appear).
// Each twin is written to a temporary name and renamed, so a twin that exists is whole; a run
// that was stopped is finished by the next start. `node scripts/precompress-web.mjs [distDir]`.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { root } from './lib.mjs';

export const webDist = path.join(root, 'apps/web/dist');
const COMPRESSIBLE = /\.(js|css|svg)$/;
// Asynchronous, so a signal is handled between files (one file at a time: one core).
const TWINS = [
  ['.gz', (data) => promisify(gzip)(data, { level: 9 })],
  ['.br', (data) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
];

function compressible(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...compressible(full));
    else if (COMPRESSIBLE.test(entry.name)) files.push(full);
  }
  return files;
}

/** [file, ext] pairs whose twin is missing or older than the file. */
function missingTwins(dist) {
  // The bundle's own files, as the Vite plugin does (public files such as favicon.svg go as they are).
  const files = ['assets', 'embed'].flatMap((sub) =>
    existsSync(path.join(dist, sub)) ? compressible(path.join(dist, sub)) : [],
  );
  return TWINS.flatMap(([ext]) =>
    files.filter((f) => !existsSync(f + ext) || statSync(f + ext).mtimeMs < statSync(f).mtimeMs).map((f) => [f, ext]),
  );
}

export const webNeedsPrecompress = (dist = webDist) => missingTwins(dist).length > 0;

let writing;
export async function precompressWeb(dist = webDist) {
  // gzip of everything first (a fraction of a second), then brotli.
  for (const [file, ext] of missingTwins(dist)) {
    const compress = TWINS.find(([e]) => e === ext)[1];
    const data = await compress(await readFile(file));
    writing = `${file}${ext}.tmp-${process.pid}`;
    await writeFile(writing, data);
    await rename(writing, file + ext);
    writing = undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Stopped with the server (Ctrl-C reaches the whole process group): leave no half-written file.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (writing) rmSync(writing, { force: true });
      process.exit(0);
    });
  }
  const build = process.argv.includes('--build');
  if (!(build && process.env.BLOOM_PRECOMPRESS === 'later')) {
    await precompressWeb(path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? webDist));
  }
}
