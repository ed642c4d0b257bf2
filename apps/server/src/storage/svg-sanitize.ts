import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Makes an uploaded SVG logo safe to keep: it is parsed as strict XML (what does not parse is
 * refused, never repaired), and written out again from an allow-list of drawing elements. Scripts,
 * foreignObject, animation (which can rewrite an href), links, event handlers (`on*`), and every
 * reference that leaves the file (href or url() to anything but `#id`, javascript:, data: other
 * than an embedded raster image, CSS @import) are dropped. Served only as an image anyway
 * (routes/logo-routes.ts), this is the second line of defence.
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

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

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
  return writeElement(root, 0, true);
}

function elementName(node: XmlNode): string | null {
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
  let out = '';
  for (const child of children) {
    if ('#text' in child) out += escapeText(decodeCharRefs(String(child['#text'])));
    else if ('#cdata' in child) {
      const parts = (child['#cdata'] as XmlNode[]).map((part) => String(part['#text'] ?? '')).join('');
      out += escapeText(parts);
    } else if ('#comment' in child) continue;
    else if (elementName(child)) out += writeElement(child, depth + 1);
  }
  return parent === 'style' ? safeCss(out) : out;
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
  // Anything script-like or loading from elsewhere, whatever attribute carries it.
  if (/(javascript|vbscript|livescript):|data:|@import|expression\(/.test(compact)) return null;
  if (/url\((?!['"]?#)/.test(compact)) return null;
  return value;
}

/** A <style> block loses the whole block rather than a guessed part when it reaches outside. */
function safeCss(css: string): string {
  const compact = css.replace(/\s+/g, '').toLowerCase();
  if (/@import|(javascript|vbscript):|expression\(|behavior:|-moz-binding/.test(compact)) return '';
  if (/url\((?!['"]?#)/.test(compact)) return '';
  return css;
}

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
