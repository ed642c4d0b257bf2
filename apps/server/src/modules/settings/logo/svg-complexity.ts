import { LOGO_SVG_MAX_DIMENSION, LOGO_SVG_MAX_ELEMENTS } from '@bloom/core';
import sharp from 'sharp';
import { decodeCss, elementName, parseSvg, textOf, type XmlNode } from './svg-sanitize';

/**
 * How much an SVG logo draws, counted the way a renderer expands it: a `<use>` (or any `href="#id"`)
 * draws its target again, a pattern, mask, clip path, filter or marker is drawn again for each
 * element that names it (`url(#id)` in an attribute, a `style` or a `<style>` rule), a pattern set
 * on a group again for each shape inside it, and a marker again at each vertex. A reference loop
 * is refused. A 1.4 KB file of nine nested levels of four `<use>` draws 262,144 shapes and takes
 * seconds to rasterise: the limits below are far above any real logo (a detailed one draws a few
 * hundred shapes) and far below what makes a render slow (10,000 shapes take about 0.3 s).
 */
export const SVG_LIMITS = {
  /** Elements drawn, after expanding every reference. */
  elements: LOGO_SVG_MAX_ELEMENTS,
  /** Characters of path data (`d`, `points`) and text drawn, after expanding every reference. */
  drawnData: 1_000_000,
  /** The declared width and height (absolute units as px), or the viewBox's without them. */
  dimension: LOGO_SVG_MAX_DIMENSION,
  /** Pixels of the embedded raster images (`data:` URIs), all together. */
  imagePixels: 25_000_000,
} as const;

export class SvgTooComplexError extends Error {
  constructor(reason: string) {
    super(`SVG too complex: ${reason}`);
    this.name = 'SvgTooComplexError';
  }
}

export interface SvgMeasure {
  elements: number;
  drawnData: number;
  width: number | null;
  height: number | null;
  /** The distinct embedded images' `data:` URIs. */
  images: string[];
}

/** The measure of a well-formed SVG (throws UnreadableSvgError otherwise, SvgTooComplexError on a loop). */
export function measureSvg(text: string): SvgMeasure {
  return new Measurer(parseSvg(text)).measure();
}

/**
 * The measure, or SvgTooComplexError when a limit is passed: the check made on upload and again
 * before an export draws a stored logo (one stored before these limits existed may pass them).
 */
export async function checkSvgComplexity(text: string): Promise<SvgMeasure> {
  const m = measureSvg(text);
  if (m.elements > SVG_LIMITS.elements)
    throw new SvgTooComplexError(`${m.elements} elements drawn (at most ${SVG_LIMITS.elements})`);
  if (m.drawnData > SVG_LIMITS.drawnData)
    throw new SvgTooComplexError(`${m.drawnData} characters of path data drawn (at most ${SVG_LIMITS.drawnData})`);
  for (const size of [m.width, m.height]) {
    if (size !== null && !(size <= SVG_LIMITS.dimension))
      throw new SvgTooComplexError(`${size} units wide or high (at most ${SVG_LIMITS.dimension})`);
  }
  let pixels = 0;
  for (const uri of m.images) {
    const bytes = Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64');
    // Only the header is read: a small file can declare a huge image.
    const meta = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    pixels += meta?.width && meta.height ? meta.width * meta.height : 0;
    if (pixels > SVG_LIMITS.imagePixels)
      throw new SvgTooComplexError(`embedded images of ${pixels} pixels (at most ${SVG_LIMITS.imagePixels})`);
  }
  return m;
}

interface Metrics {
  elements: number;
  drawnData: number;
  /** Shapes drawn in the subtree: what an inherited fill or stroke paints. */
  shapes: number;
  /** Vertices of the subtree's paths, lines and polygons: where inherited markers are drawn. */
  vertices: number;
}
interface Reference {
  property: string;
  id: string;
  /** From a <style> rule, matched loosely (a superset of the elements it applies to). */
  fromRule: boolean;
}
interface StyleRule {
  tag: string | null;
  id: string | null;
  classes: string[];
  refs: Reference[];
}

const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'image']);
const VERTICES = new Set(['path', 'polyline', 'polygon', 'line']);
/** Drawn only where referenced: their shapes are not the parent's. */
const NOT_RENDERED = new Set([
  'defs',
  'symbol',
  'pattern',
  'marker',
  'clipPath',
  'mask',
  'filter',
  'linearGradient',
  'radialGradient',
  'style',
  'title',
  'desc',
]);
/** Painting with a gradient costs per pixel, whatever draws it: not counted. */
const GRADIENTS = new Set(['linearGradient', 'radialGradient']);
const INHERITED_PAINT = new Set(['fill', 'stroke']);
const MARKERS = new Set(['marker', 'marker-start', 'marker-mid', 'marker-end']);
/** Far past any real nesting; a deeper chain of references is refused rather than recursed. */
const MAX_DEPTH = 256;
/** Counts stay finite (9 levels of 40 `<use>` is 40⁹) so that a product never becomes NaN. */
const CEILING = 1e15;
/** Rules of all <style> blocks together: a real logo has a few dozen, one per class. */
const MAX_STYLE_BLOCKS = 10_000;
/** Rule-to-element checks and references applied: a real logo makes a few thousand. */
const MAX_WORK = 1_000_000;
const FRAGMENT_URL = /url\(\s*['"]?#([^'")\s]+)/gi;
const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
const UNITS: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, mm: 96 / 25.4, cm: 96 / 2.54, in: 96 };

class Measurer {
  readonly #ids = new Map<string, XmlNode>();
  readonly #rules = new RuleIndex();
  readonly #images = new Set<string>();
  readonly #done = new Map<XmlNode, Metrics>();
  readonly #visiting = new Set<XmlNode>();
  #work = 0;
  readonly #styleBlocks = { blocks: 0 };

  constructor(readonly root: XmlNode) {
    this.#index(root, 0);
  }

  measure(): SvgMeasure {
    const m = this.#metrics(this.root, 0);
    const attrs = this.root[':@'] ?? {};
    const viewBox = (attrs.viewBox ?? '').match(NUMBER)?.map(Number) ?? [];
    return {
      elements: m.elements,
      drawnData: m.drawnData,
      width: length(attrs.width) ?? viewBox[2] ?? null,
      height: length(attrs.height) ?? viewBox[3] ?? null,
      images: [...this.#images],
    };
  }

  #index(node: XmlNode, depth: number) {
    if (depth > MAX_DEPTH) throw new SvgTooComplexError('nested too deeply');
    const name = elementName(node) as string;
    const attrs = node[':@'] ?? {};
    // The first element with an id is the one a reference finds.
    if (attrs.id && !this.#ids.has(attrs.id)) this.#ids.set(attrs.id, node);
    const href = attrs.href ?? attrs['xlink:href'];
    if (name === 'image' && href?.trim().startsWith('data:')) this.#images.add(href.trim());
    if (name === 'style')
      for (const rule of styleRules(textOf(children(node)), this.#styleBlocks)) this.#rules.add(rule);
    for (const child of children(node)) if (elementName(child)) this.#index(child, depth + 1);
  }

  #metrics(node: XmlNode, depth: number): Metrics {
    const known = this.#done.get(node);
    if (known) return known;
    if (depth > MAX_DEPTH) throw new SvgTooComplexError('references nested too deeply');
    this.#visiting.add(node);
    const name = elementName(node) as string;
    const attrs = node[':@'] ?? {};
    const drawn = SHAPES.has(name) || name === 'tspan' || name === 'textPath';
    const data = (attrs.d?.length ?? 0) + (attrs.points?.length ?? 0) + (drawn ? textOf(children(node)).length : 0);
    const m: Metrics = {
      elements: 1,
      drawnData: data,
      shapes: SHAPES.has(name) ? 1 : 0,
      vertices:
        name === 'line' ? 2 : VERTICES.has(name) ? Math.ceil(countNumbers(attrs.d ?? attrs.points ?? '') / 2) : 0,
    };
    for (const child of children(node)) {
      if (!elementName(child)) continue;
      const c = this.#metrics(child, depth + 1);
      const rendered = !NOT_RENDERED.has(elementName(child) as string);
      add(m, c, 1, rendered);
    }
    // A `<use>`, a pattern or a textPath draws what it names, as if it were inside it.
    const href = (attrs.href ?? attrs['xlink:href'])?.trim();
    if (href?.startsWith('#') && !GRADIENTS.has(name)) {
      const target = this.#target(href.slice(1), false, depth);
      if (target) add(m, target, 1, true);
    }
    for (const ref of this.#references(name, attrs)) {
      const target = this.#target(ref.id, ref.fromRule, depth);
      if (!target) continue;
      const times = INHERITED_PAINT.has(ref.property) ? m.shapes : MARKERS.has(ref.property) ? m.vertices : 1;
      add(m, target, times, false);
    }
    this.#visiting.delete(node);
    this.#done.set(node, m);
    return m;
  }

  /** The metrics of the element an id names, if it is one that costs to draw. */
  #target(id: string, fromRule: boolean, depth: number): Metrics | null {
    const node = this.#ids.get(id);
    if (!node || GRADIENTS.has(elementName(node) as string)) return null;
    if (this.#visiting.has(node)) {
      // A loose <style> match may see a loop that is not there; a renderer skips a real one anyway.
      if (fromRule) return null;
      throw new SvgTooComplexError(`#${id} refers to itself`);
    }
    return this.#metrics(node, depth + 1);
  }

  #references(name: string, attrs: Record<string, string>): Reference[] {
    const refs: Reference[] = [];
    for (const [attr, value] of Object.entries(attrs)) {
      if (attr === 'href' || attr === 'xlink:href') continue;
      if (attr === 'style') refs.push(...declarationRefs(decodeCss(value), false));
      else for (const id of fragmentIds(decodeCss(value))) refs.push({ property: attr, id, fromRule: false });
    }
    const classes = [...new Set((attrs.class ?? '').split(/\s+/).filter(Boolean))];
    const candidates = [
      this.#rules.any,
      this.#rules.byTag.get(name.toLowerCase()),
      attrs.id ? this.#rules.byId.get(attrs.id) : undefined,
      ...classes.map((c) => this.#rules.byClass.get(c)),
    ];
    for (const rule of candidates.flatMap((bucket) => bucket ?? [])) {
      this.#spend(1);
      if (rule.tag !== null && rule.tag !== name.toLowerCase()) continue;
      if (rule.id !== null && rule.id !== attrs.id) continue;
      if (!rule.classes.every((c) => classes.includes(c))) continue;
      this.#spend(rule.refs.length);
      refs.push(...rule.refs);
    }
    return refs;
  }

  /** Matching rules to elements is bounded too: a stylesheet of many rules over many elements is refused. */
  #spend(steps: number) {
    this.#work += steps;
    if (this.#work > MAX_WORK) throw new SvgTooComplexError('too many style rules applied');
  }
}

/** Style rules by the most selective part of their subject, so an element is checked against few. */
class RuleIndex {
  readonly any: StyleRule[] = [];
  readonly byTag = new Map<string, StyleRule[]>();
  readonly byId = new Map<string, StyleRule[]>();
  readonly byClass = new Map<string, StyleRule[]>();

  add(rule: StyleRule) {
    const [map, key] =
      rule.id !== null
        ? [this.byId, rule.id]
        : rule.classes[0] !== undefined
          ? [this.byClass, rule.classes[0]]
          : rule.tag !== null
            ? [this.byTag, rule.tag]
            : [null, ''];
    if (!map) this.any.push(rule);
    else if (map.has(key)) map.get(key)?.push(rule);
    else map.set(key, [rule]);
  }
}

const children = (node: XmlNode): XmlNode[] => (node[elementName(node) as string] as XmlNode[] | undefined) ?? [];

/** Adds `times` drawings of `c` to `m`; its shapes and vertices count only when drawn as part of `m`'s subtree. */
function add(m: Metrics, c: Metrics, times: number, inSubtree: boolean) {
  if (times <= 0) return;
  m.elements = Math.min(CEILING, m.elements + c.elements * times);
  m.drawnData = Math.min(CEILING, m.drawnData + c.drawnData * times);
  if (inSubtree) {
    m.shapes = Math.min(CEILING, m.shapes + c.shapes);
    m.vertices = Math.min(CEILING, m.vertices + c.vertices);
  }
}

function countNumbers(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(NUMBER)) n++;
  return n;
}

/** A length in px (absolute units converted); null for a relative one (%, em) or none. */
function length(value: string | undefined): number | null {
  const match = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(value ?? '');
  if (!match) return null;
  return Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? 1);
}

function fragmentIds(css: string): string[] {
  return [...css.matchAll(FRAGMENT_URL)].map((match) => match[1] as string);
}

/** The `url(#id)` references of a declaration list (`fill: url(#p); marker: url(#m)`). */
function declarationRefs(css: string, fromRule: boolean): Reference[] {
  const refs: Reference[] = [];
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    for (const id of fragmentIds(declaration.slice(colon + 1))) refs.push({ property, id, fromRule });
  }
  return refs;
}

/**
 * The style rules of a stylesheet that name something by `url(#id)`, each by its selectors'
 * subjects (the last compound selector: `.a > rect.b` applies at most to `rect.b`). Pseudo-classes
 * and attribute selectors are ignored and a selector not understood matches everything: a rule
 * then counts for more elements than it reaches, never for fewer. Rules inside @media and the like
 * count as if they always applied.
 */
function styleRules(stylesheet: string, counted = { blocks: 0 }): StyleRule[] {
  const css = decodeCss(stylesheet);
  const rules: StyleRule[] = [];
  let prelude = '';
  let i = 0;
  while (i < css.length) {
    RULE_SPECIAL.lastIndex = i;
    const next = RULE_SPECIAL.exec(css)?.index ?? css.length;
    prelude += css.slice(i, next);
    i = next;
    if (i >= css.length) break;
    const ch = css[i] as string;
    if (ch === '{') {
      if (++counted.blocks > MAX_STYLE_BLOCKS) throw new SvgTooComplexError('too many style rules');
      const end = blockEnd(css, i);
      const body = css.slice(i + 1, end);
      if (prelude.trim().startsWith('@')) rules.push(...styleRules(body, counted));
      else {
        const refs = declarationRefs(body, true);
        if (refs.length > 0) for (const selector of prelude.split(',')) rules.push({ ...subject(selector), refs });
      }
      prelude = '';
      i = end + 1;
    } else if (ch === ';' || ch === '}') {
      prelude = '';
      i += 1;
    } else {
      const end = stringEnd(css, i);
      prelude += css.slice(i, end);
      i = end;
    }
  }
  return rules;
}

const RULE_SPECIAL = /[{};"']/g;

/** The index of the `}` closing the block opened at `open` (or the end), skipping strings and inner blocks. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < css.length) {
    BLOCK_SPECIAL.lastIndex = i;
    const next = BLOCK_SPECIAL.exec(css)?.index;
    if (next === undefined) break;
    const ch = css[next];
    if (ch === '"' || ch === "'") {
      i = stringEnd(css, next);
      continue;
    }
    if (ch === '{') depth++;
    else if (--depth === 0) return next;
    i = next + 1;
  }
  return css.length;
}

const BLOCK_SPECIAL = /[{}"']/g;

function stringEnd(css: string, open: number): number {
  const quote = css[open];
  let i = open + 1;
  while (i < css.length && css[i] !== quote && css[i] !== '\n') i++;
  return i + 1;
}

function subject(selector: string): Omit<StyleRule, 'refs'> {
  const any = { tag: null, id: null, classes: [] };
  const compound =
    selector
      .trim()
      .split(/[\s>+~]+/)
      .pop() ?? '';
  // Pseudo-classes, pseudo-elements and attribute selectors narrow a match: dropping them widens it.
  const simple = compound.replace(/::?[\w-]+(\([^)]*\))?|\[[^\]]*\]/g, '');
  if (!/^(\*|[A-Za-z][\w-]*)?([.#][\w-]+)*$/.test(simple)) return any;
  const tag = /^[A-Za-z][\w-]*/.exec(simple)?.[0].toLowerCase() ?? null;
  const id = /#([\w-]+)/.exec(simple)?.[1] ?? null;
  const classes = [...simple.matchAll(/\.([\w-]+)/g)].map((match) => match[1] as string);
  return { tag, id, classes };
}
