import { describe, expect, it } from 'vitest';
import { ordinaryLogo, pixelsOf, slowFilters, useBomb } from '../../../../test/helpers/svg-logos';
import { SvgTooComplexError } from '../../settings';
import { drawUploadedSvg, prepareExportLogo, SVG_RENDER_BUDGET_MS } from './export-logo';

const SVG = 'image/svg+xml';
const GREEN: [number, number, number] = [0, 255, 0];
const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
};

describe('prepareExportLogo', () => {
  it('draws an ordinary SVG logo once, then serves it from memory', async () => {
    const bytes = Buffer.from(ordinaryLogo(300));
    const { result: logo, ms } = await timed(() => prepareExportLogo(bytes, SVG));
    console.info(`ordinary SVG logo drawn in ${Math.round(ms)} ms`);
    expect(logo).not.toBeNull();
    expect([logo?.width, logo?.height]).toEqual([384, 192]);
    const png = logo?.png as Uint8Array;
    expect(await pixelsOf(png, { left: 0, top: 0, width: 384, height: 192 }, GREEN)).toBeGreaterThan(60_000);
    const again = await timed(() => prepareExportLogo(new Uint8Array(bytes), SVG));
    expect(again.result).toBe(logo);
    expect(again.ms).toBeLessThan(50);
  });

  it('leaves out a stored logo over the limits without drawing it', async () => {
    const { result, ms } = await timed(() => prepareExportLogo(Buffer.from(useBomb(9)), SVG));
    console.info(`262,144-shape SVG logo left out in ${Math.round(ms)} ms`);
    expect(result).toBeNull();
    // Counting is all it costs: drawing it took about 2–5 s.
    expect(ms).toBeLessThan(1000);
  });

  it('stops drawing a logo within the budget and leaves it out', { timeout: 30_000 }, async () => {
    const { result, ms } = await timed(() => prepareExportLogo(Buffer.from(slowFilters()), SVG));
    console.info(`slow SVG logo left out after ${Math.round(ms)} ms`);
    expect(result).toBeNull();
    // The budget, plus starting the renderer on a busy machine; drawn to the end it takes ~30 s.
    expect(ms).toBeGreaterThanOrEqual(SVG_RENDER_BUDGET_MS);
    expect(ms).toBeLessThan(SVG_RENDER_BUDGET_MS + 6000);
    // Not tried again at once.
    expect((await timed(() => prepareExportLogo(Buffer.from(slowFilters()), SVG))).ms).toBeLessThan(100);
  });
});

describe('drawUploadedSvg', () => {
  it('refuses the 262,144-shape file and a file too slow to draw, by name', { timeout: 30_000 }, async () => {
    await expect(drawUploadedSvg(Buffer.from(useBomb(9)))).rejects.toThrow(/elements drawn/);
    const slow = drawUploadedSvg(Buffer.from(slowFilters(401)));
    await expect(slow).rejects.toBeInstanceOf(SvgTooComplexError);
    await expect(slow).rejects.toThrow(/takes more than 2 s to draw/);
  });
});
