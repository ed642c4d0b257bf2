import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Rasterises an SVG within a time budget. librsvg (under sharp) cannot be interrupted: sharp's own
 * `timeout` only fires once the drawing is done, and a drawing on the thread pool or in a worker
 * thread runs on after it is abandoned. So each SVG is drawn in a child process (sharp, one
 * thread) that is killed when its budget runs out. Starting one costs about 0.2 s (more on a busy
 * machine), which is not charged to the drawing: the budget starts when the child has its input
 * and sharp loaded, and the start has a limit of its own. A logo is drawn once per content and
 * kept (modules/publishing/exports/export-logo.ts).
 */

/** Slow or hostile drawings at a time: each is a process of its own. */
const MAX_CHILDREN = 2;
/** Starting the child (Node and sharp) is normally 0.2 s; past this the machine is in trouble. */
const START_LIMIT_MS = 5000;

/** The drawing took longer than its budget (or waited longer than allowed for a turn). */
export class SvgRenderTimeoutError extends Error {
  constructor(readonly waited: boolean) {
    super(waited ? 'SVG rendering: no free renderer in time' : 'SVG rendering: over the time budget');
    this.name = 'SvgRenderTimeoutError';
  }
}
/** librsvg refused it, or the child failed (or did not start in time). */
export class SvgRenderError extends Error {}

export interface SvgRaster {
  png: Buffer;
  width: number;
  height: number;
}

export interface SvgRasterOptions {
  /** The box the image is drawn to fit (at the density that fills it, whatever the declared size). */
  width: number;
  height: number;
  /** The drawing's budget, from the moment its process has the input and sharp loaded. */
  budgetMs: number;
  /** How long to wait for a turn when MAX_CHILDREN drawings run (default: as long as it takes). */
  waitMs?: number;
}

// Resolved here, where the server's node_modules are, and handed to the child by path.
const sharpPath = createRequire(import.meta.url).resolve('sharp');

// CommonJS run by `node -e`: reads the SVG on stdin, says it is ready on fd 3, writes the PNG on stdout.
const CHILD = `
const sharp = require(process.argv[1]);
const { writeSync } = require('node:fs');
const [width, height] = [Number(process.argv[2]), Number(process.argv[3])];
sharp.concurrency(1);
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  try {
    const input = Buffer.concat(chunks);
    writeSync(3, 'r');
    const meta = await sharp(input).metadata();
    const scale = Math.min(width / (meta.width || width), height / (meta.height || height));
    const density = Math.min(Math.max(72 * scale, 1), 100000);
    const png = await sharp(input, { density, limitInputPixels: 40000000, failOn: 'error' })
      .resize(width, height, { fit: 'inside' })
      .png()
      .toBuffer();
    process.stdout.end(png);
  } catch (err) {
    process.stderr.write(String(err && err.message));
    process.exitCode = 1;
  }
});`;

let running = 0;
const waiting: Array<() => void> = [];

/** The SVG drawn as a PNG that fits the box, or SvgRenderTimeoutError / SvgRenderError. */
export async function rasterizeSvg(svg: Uint8Array, options: SvgRasterOptions): Promise<SvgRaster> {
  await turn(options.waitMs);
  try {
    return await draw(svg, options);
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function turn(waitMs = Number.POSITIVE_INFINITY): Promise<void> {
  if (running < MAX_CHILDREN) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const go = () => {
      clearTimeout(timer);
      running++;
      resolve();
    };
    const timer = Number.isFinite(waitMs)
      ? setTimeout(() => {
          waiting.splice(waiting.indexOf(go), 1);
          reject(new SvgRenderTimeoutError(true));
        }, waitMs)
      : undefined;
    waiting.push(go);
  });
}

function draw(svg: Uint8Array, { width, height, budgetMs }: SvgRasterOptions): Promise<SvgRaster> {
  return new Promise((resolve, reject) => {
    // No environment: the child needs none, and the server's secrets stay with the server.
    const child = spawn(process.execPath, ['-e', CHILD, sharpPath, String(width), String(height)], {
      env: {},
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    let timedOut = false;
    let timer = setTimeout(() => {
      err = 'the renderer did not start in time';
      child.kill('SIGKILL');
    }, START_LIMIT_MS);
    child.stdio[3]?.once('data', () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, budgetMs);
    });
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (err.length < 1000) err += chunk.toString('utf8');
    });
    // A child killed before it read its input closes the pipe under the write.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new SvgRenderError(error.message));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) return reject(new SvgRenderTimeoutError(false));
      const png = Buffer.concat(out);
      if (code !== 0 || png.length < 24 || png.toString('ascii', 12, 16) !== 'IHDR')
        return reject(new SvgRenderError(err.trim() || `renderer exited with ${code}`));
      // The size from the PNG's IHDR chunk.
      resolve({ png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
    });
    child.stdin.end(svg);
  });
}
