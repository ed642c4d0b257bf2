import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every script, stylesheet and SVG of the build, once, at full
 * strength: the server sends them to browsers that accept them (static-files.ts), so a phone
 * downloads the compressed size without the server compressing on every request.
 */
export const precompress: Plugin = {
  name: 'bloom-precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    const dir = options.dir ?? '';
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|css|svg)$/.test(file)) continue;
      const item = bundle[file];
      const source = item?.type === 'chunk' ? item.code : item?.source;
      if (source === undefined) continue;
      const data = Buffer.from(source);
      const out = path.join(dir, file);
      writeFileSync(`${out}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${out}.gz`, gzipSync(data, { level: 9 }));
    }
  },
};
