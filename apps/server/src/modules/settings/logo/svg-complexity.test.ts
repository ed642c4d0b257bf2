import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ordinaryLogo, useBomb } from '../../../../test/helpers/svg-logos';
import { checkSvgComplexity, measureSvg, SVG_LIMITS, SvgTooComplexError } from './svg-complexity';
import { sanitizeSvg } from './svg-sanitize';

const svg = (inner: string, attrs = ' viewBox="0 0 100 100"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}</svg>`;

const refusal = async (text: string) => {
  try {
    await checkSvgComplexity(text);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(SvgTooComplexError);
    return (err as Error).message;
  }
};

describe('measureSvg', () => {
  it('counts every element a nested <use> draws: 4^9 rects from 1.2 KB', () => {
    const bomb = useBomb(9);
    expect(bomb.length).toBeLessThan(1400);
    expect(measureSvg(bomb).elements).toBeGreaterThanOrEqual(4 ** 9);
    // Level by level, the count grows fourfold with what is drawn, not by a few bytes with the file.
    for (const levels of [3, 4, 5]) {
      const ratio = measureSvg(useBomb(levels + 1)).elements / measureSvg(useBomb(levels)).elements;
      expect(ratio).toBeGreaterThan(3.9);
      expect(ratio).toBeLessThan(4.1);
    }
  });

  it('refuses a reference that loops back, however long the loop', () => {
    for (const loop of [
      '<g id="a"><use href="#a"/></g>',
      '<use id="a" href="#a"/>',
      '<g id="a"><use xlink:href="#b"/></g><g id="b"><use href="#a"/></g>',
      '<pattern id="p"><rect width="1" height="1" fill="url(#p)"/></pattern><rect fill="url(#p)"/>',
    ]) {
      expect(() => measureSvg(svg(loop)), loop).toThrow(SvgTooComplexError);
    }
  });

  it('counts a pattern again for each shape it paints, a marker at each vertex, a clip path per user', () => {
    const pattern = '<pattern id="p"><circle r="1"/><circle r="2"/><circle r="3"/></pattern>';
    const one = measureSvg(svg(`<defs>${pattern}</defs><rect fill="url(#p)"/>`)).elements;
    // Inherited from the group: each of the hundred rects is painted with the pattern.
    const group = measureSvg(svg(`<defs>${pattern}</defs><g fill="url(#p)">${'<rect/>'.repeat(100)}</g>`)).elements;
    expect(group - one).toBeGreaterThanOrEqual(99 * 4);
    // From a <style> rule, through an escaped url().
    const rule = measureSvg(
      svg(`<style>.x{fill:u\\72l(#p)}</style><defs>${pattern}</defs>${'<rect class="x"/>'.repeat(100)}`),
    ).elements;
    expect(rule).toBeGreaterThanOrEqual(100 * 4);
    const marker = '<marker id="m"><path d="M0 0 L1 1"/><path d="M0 0 L1 1"/></marker>';
    const vertices = Array.from({ length: 500 }, (_, i) => `L${i} ${i}`).join(' ');
    const marked = measureSvg(svg(`<defs>${marker}</defs><path d="M0 0 ${vertices}" marker-mid="url(#m)"/>`));
    expect(marked.elements).toBeGreaterThanOrEqual(500 * 2);
    // A gradient costs per pixel, whatever uses it: not counted.
    const gradient = '<linearGradient id="g"><stop offset="0"/><stop offset="1"/></linearGradient>';
    expect(measureSvg(svg(`<defs>${gradient}</defs>${'<rect fill="url(#g)"/>'.repeat(100)}`)).elements).toBeLessThan(
      110,
    );
  });

  it('counts path data and text after expansion, and reads the declared size', () => {
    const d = 'M0 0 L1 1 '.repeat(1000);
    const m = measureSvg(svg(`<defs><path id="p" d="${d}"/></defs>${'<use href="#p"/>'.repeat(10)}`));
    expect(m.drawnData).toBeGreaterThanOrEqual(11 * d.length);
    expect(measureSvg(svg('', ' width="2in" height="50mm"'))).toMatchObject({ width: 192 });
    expect(measureSvg(svg('', ' width="2in" height="50mm"')).height).toBeCloseTo(188.98, 1);
    expect(measureSvg(svg('', ' viewBox="0 0 300 120"'))).toMatchObject({ width: 300, height: 120 });
    expect(measureSvg(svg('', ' width="100%" viewBox="0 0 300 120"'))).toMatchObject({ width: 300 });
  });
});

describe('checkSvgComplexity', () => {
  it('refuses the 262,144-shape file, and every level past the limit', async () => {
    expect(await refusal(useBomb(9))).toMatch(/elements drawn/);
    const limitLevel = Math.ceil(Math.log(SVG_LIMITS.elements) / Math.log(4));
    expect(await refusal(useBomb(limitLevel))).toMatch(/elements drawn/);
    expect(await refusal(useBomb(limitLevel - 2))).toBeNull();
  });

  it('passes an ordinary logo of a few hundred shapes, sanitised or not', async () => {
    const logo = ordinaryLogo(400);
    expect(await refusal(logo)).toBeNull();
    expect(await refusal(sanitizeSvg(logo))).toBeNull();
    expect(measureSvg(logo).elements).toBeLessThan(SVG_LIMITS.elements / 4);
  });

  it('refuses too much path data, a huge canvas and huge embedded images', async () => {
    const d = `M0 0 ${'L1 1 '.repeat(50_000)}`;
    expect(await refusal(svg(`<defs><path id="p" d="${d}"/></defs>${'<use href="#p"/>'.repeat(5)}`))).toMatch(
      /path data/,
    );
    expect(await refusal(svg('', ' width="20000" height="10"'))).toMatch(/units wide or high/);
    expect(await refusal(svg('', ' viewBox="0 0 10 50000"'))).toMatch(/units wide or high/);
    expect(await refusal(svg('', ' width="10000" height="10000"'))).toBeNull();
    // A 6000 × 6000 PNG of one colour compresses to a few KB.
    const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const image = `<image width="10" height="10" href="data:image/png;base64,${big.toString('base64')}"/>`;
    expect(await refusal(svg(image))).toMatch(/embedded images/);
  });

  it('bounds the matching of many <style> rules to many elements', async () => {
    const rules = Array.from({ length: 2000 }, (_, i) => `.a.b${i}{fill:url(#p)}`).join('');
    const text = svg(`<style>${rules}</style><pattern id="p"/>${'<rect class="a"/>'.repeat(1000)}`);
    const started = performance.now();
    expect(await refusal(text)).toMatch(/style rules/);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('never counts fewer elements than the file has, nor throws anything but a refusal (property)', () => {
    const element = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom('<rect/>', '<circle r="1"/>', '<path d="M0 0 L1 1"/>', '<use href="#a"/>', '<use href="#b"/>'),
        fc
          .tuple(fc.constantFrom('a', 'b', 'c'), fc.array(tie('node'), { maxLength: 4 }))
          .map(([id, kids]) => `<g id="${id}">${(kids as string[]).join('')}</g>`),
      ),
    })).node;
    fc.assert(
      fc.property(fc.array(element, { maxLength: 6 }), (parts) => {
        const text = svg(parts.join(''));
        const elements = (text.match(/<[a-z]/g) ?? []).length;
        try {
          expect(measureSvg(text).elements).toBeGreaterThanOrEqual(elements);
        } catch (err) {
          if (!(err instanceof SvgTooComplexError)) throw err;
        }
      }),
      { numRuns: 300 },
    );
  });
});
