import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Makes an uploaded SVG logo safe to keep: it is parsed as strict XML (what does not parse is
 * refused, never repaired), and written out again from an allow-list of drawing elements. Scripts,
 * foreignObject, animation (which can rewrite an href), links, event handlers (`on*`), and every
 * reference that leaves the file (href or url() to anything but `#id`, javascript:, data: other
 * than an embedded raster image, CSS @import, image-set() and the like) are dropped. CSS is checked
 * as a browser reads it, escapes decoded (`u\72l(` is `url(`; decodeCss). Served only as
 * an image anyway (modules/settings/logo/logo-routes.ts), this is the second line of defence. How much it draws
 * is svg-complexity.ts's concern.
 */

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);
/** Containers whose children are kept without them (a logo wrapped in a link). */
const UNWRAP = new Set(['a', 'switch']);
/** Namespaced attributes kept; every other prefixed one (editor metadata, xlink:* but href) goes. */
const PREFIXED = new Set(['xml:space', 'xlink:href']);
const ATTRIBUTE_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;
const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const RASTER_DATA_URI = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i;
const MAX_DEPTH = 64;

export class UnreadableSvgError extends Error {
  constructor(reason: string) {
    super(`Unreadable SVG: ${reason}`);
    this.name = 'UnreadableSvgError';
  }
}

export type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: true,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
  allowBooleanAttributes: false,
});

/** The sanitised SVG text; throws UnreadableSvgError when it is not well-formed SVG. */
export function sanitizeSvg(source: string): string {
  return writeElement(parseSvg(source), 0, true);
}

/** The `<svg>` root of a well-formed SVG document (fast-xml-parser's ordered tree). */
export function parseSvg(source: string): XmlNode {
  const text = source.replace(/^\uFEFF/, '');
  // A DOCTYPE with an internal subset declares entities (billion laughs, external files): refused.
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text)) throw new UnreadableSvgError('entity declarations');
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) throw new UnreadableSvgError(valid.err.msg);
  let tree: XmlNode[];
  try {
    tree = parser.parse(text) as XmlNode[];
  } catch (err) {
    throw new UnreadableSvgError((err as Error).message);
  }
  const roots = tree.filter((node) => elementName(node) !== null);
  const root = roots[0];
  if (roots.length !== 1 || !root || elementName(root) !== 'svg') throw new UnreadableSvgError('no <svg> root');
  return root;
}

export function elementName(node: XmlNode): string | null {
  const name = Object.keys(node).find((key) => key !== ':@');
  return name && !name.startsWith('#') ? name : null;
}

function writeElement(node: XmlNode, depth: number, isRoot = false): string {
  if (depth > MAX_DEPTH) throw new UnreadableSvgError('nested too deeply');
  const name = elementName(node) as string;
  const children = (node[name] as XmlNode[] | undefined) ?? [];
  if (UNWRAP.has(name)) return writeChildren(children, name, depth);
  if (!ELEMENTS.has(name)) return '';
  const attributes = Object.entries(node[':@'] ?? {})
    .flatMap(([attr, value]) => {
      const kept = keepAttribute(name, attr, decodeCharRefs(String(value)));
      return kept === null ? [] : [` ${attr}="${escapeAttribute(kept)}"`];
    })
    .join('');
  // The root declares both namespaces once; a nested xmlns (an XHTML island) is dropped with its attribute.
  const namespaces = isRoot ? ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"` : '';
  const inner = writeChildren(children, name, depth);
  return inner ? `<${name}${namespaces}${attributes}>${inner}</${name}>` : `<${name}${namespaces}${attributes}/>`;
}

function writeChildren(children: XmlNode[], parent: string, depth: number): string {
  if (parent === 'style') return escapeText(safeCss(textOf(children)));
  let out = '';
  for (const child of children) {
    if ('#text' in child || '#cdata' in child) out += escapeText(textOf([child]));
    else if (elementName(child)) out += writeElement(child, depth + 1);
  }
  return out;
}

/**
 * The text of the direct text and CDATA children, as the parser decoded it. For a <style> this is
 * the whole stylesheet: an element inside it is dropped (`@imp<g/>ort` must not be checked in two
 * halves that a browser joins).
 */
export function textOf(children: XmlNode[]): string {
  let out = '';
  for (const child of children) {
    if ('#text' in child) out += decodeCharRefs(String(child['#text']));
    else if ('#cdata' in child)
      out += (child['#cdata'] as XmlNode[]).map((part) => String(part['#text'] ?? '')).join('');
  }
  return out;
}

/** The attribute's value when it may stay, else null. */
function keepAttribute(element: string, name: string, value: string): string | null {
  if (!ATTRIBUTE_NAME.test(name) || /^on/i.test(name)) return null;
  if (name.includes(':') && !PREFIXED.has(name)) return null;
  if (name === 'xmlns' || name === 'xmlns:xlink') return null;
  // Browsers skip whitespace and control characters inside a URL scheme (`java\tscript:`).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  const compact = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (name === 'href' || name === 'xlink:href') {
    if (value.trim().startsWith('#')) return value;
    if (element === 'image' && RASTER_DATA_URI.test(value.trim())) return value;
    return null;
  }
  // Anything script-like or loading from elsewhere, whatever attribute carries it. Presentation
  // attributes and `style` are parsed as CSS, so the check also sees the value as CSS reads it.
  if (/(javascript|vbscript|livescript):|data:/.test(compact)) return null;
  if (reachesOutside(compact) || reachesOutside(compactCss(value))) return null;
  return value;
}

/** A <style> block loses the whole block rather than a guessed part when it reaches outside. */
function safeCss(css: string): string {
  const compact = compactCss(css);
  if (reachesOutside(compact) || /(javascript|vbscript|livescript):|behavior:|-moz-binding/.test(compact)) return '';
  return css;
}

/**
 * CSS that loads something or runs something: @import (also with a bare string), url() to anything
 * but a fragment, and the functions that take a URL as a plain string (image-set("…"), image(),
 * src(), cross-fade(), element()) or run script (old IE's expression()).
 */
function reachesOutside(compact: string): boolean {
  if (/@import|expression\(|image\(|image-set\(|element\(|cross-fade\(|(^|[^a-z0-9_-])src\(/.test(compact)) return true;
  return /url\((?!['"]?#)/.test(compact);
}

/**
 * The CSS as its tokenizer reads it, without whitespace and lower-cased, for the checks: once with
 * the comments removed and once with them kept as text. A browser never joins tokens across a
 * comment, but it does not see a comment where it reads a string or an unquoted url(…) either
 * (`url(/*)` is a URL); a check must pass on both views.
 */
function compactCss(css: string): string {
  const compact = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  return `${compact(decodeCss(css, true))}\n${compact(decodeCss(css, false))}`;
}

/**
 * CSS text with its escapes decoded (the CSS Syntax spec, "consume an escaped code point"): `\72`, `\000072 ` (up to six hex digits
 * and one optional whitespace) and `\r` stand for the character; an escaped newline is a line
 * continuation. With `stripComments`, comments go too, found as the tokenizer finds them: not inside
 * a string (`content:"/*"` must not hide what follows).
 */
export function decodeCss(css: string, stripComments = true): string {
  let out = '';
  let quote: string | null = null;
  let i = 0;
  while (i < css.length) {
    // Ordinary characters are copied a run at a time, up to the next one that matters.
    const special = quote ? STRING_SPECIAL : SPECIAL;
    special.lastIndex = i;
    const next = special.exec(css)?.index ?? css.length;
    out += css.slice(i, next);
    i = next;
    if (i >= css.length) break;
    const ch = css[i] as string;
    if (ch === '\\') {
      const match = CSS_ESCAPE.exec(css.slice(i, i + 9));
      const [whole = '\\', hex, newline, other] = match ?? [];
      if (hex) {
        const point = Number.parseInt(hex, 16);
        const invalid = point === 0 || point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff);
        out += invalid ? '\uFFFD' : String.fromCodePoint(point);
      } else if (newline === undefined) out += other ?? '';
      i += whole.length;
    } else if (quote) {
      // A string ends at its quote or, unterminated, at a newline.
      if (ch === quote || ch === '\n' || ch === '\r' || ch === '\f') quote = null;
      out += ch;
      i += 1;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      out += ch;
      i += 1;
    } else if (stripComments && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

const CSS_ESCAPE = /^\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\r\n\f])?|(\r\n|[\r\n\f])|([\s\S])|$)/;
const SPECIAL = /[\\"'/]/g;
const STRING_SPECIAL = /[\\"'\n\r\f]/g;

/** Numeric character references (`&#106;`) as the characters they stand for, so the checks see them. */
function decodeCharRefs(value: string): string {
  return value.replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (_ref, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number(code);
    return point > 0 && point <= 0x10ffff && !(point >= 0xd800 && point <= 0xdfff) ? String.fromCodePoint(point) : '';
  });
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
