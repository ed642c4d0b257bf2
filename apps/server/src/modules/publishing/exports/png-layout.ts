import { EXPORT_FORMATS } from '@bloom/core';
import { type ExportContent, starsText } from './export-content';
import { FONT_FAMILY, measureAdvances } from './export-fonts';
import { type ExportTheme, exportTheme } from './export-theme';
import { ELLIPSIS, type FittedText, fitText, type MeasureText } from './fit-text';
import { quoteMarkDataUrl } from './quote-mark';

/** Satori's input without JSX: plain element objects. */
export interface SatoriElement {
  type: string;
  key?: string;
  props: {
    style?: Record<string, string | number>;
    children?: SatoriChild | SatoriChild[];
    src?: string;
    width?: number;
    height?: number;
  };
}
type SatoriChild = SatoriElement | string;

export type PngFormat = 'square' | 'social' | 'story';

/** The sizes of one PNG format, in pixels: a brand-coloured canvas, a white card, a footer. */
export interface PngGeometry {
  width: number;
  height: number;
  pad: number;
  /** The footer row under the card: the logo's height. */
  footer: number;
  footerName: number;
  gap: number;
  cardPad: number;
  radius: number;
  /** The quotation mark's height (its width is 4/3 of it). */
  mark: number;
  spacing: number;
  quote: { maxSize: number; minSize: number; lineHeight: number };
  stars: number;
  avatar: number;
  name: number;
  meta: number;
}

const QUOTE_LINE_HEIGHT = 1.35;
/** The quote's box is found by this key in satori's layout (the tests measure it). */
export const QUOTE_KEY = 'quote';
const LINE_HEIGHT = 1.25;

export const PNG_GEOMETRY: Record<PngFormat, PngGeometry> = {
  square: {
    ...EXPORT_FORMATS.square,
    pad: 64,
    footer: 72,
    footerName: 34,
    gap: 40,
    cardPad: 64,
    radius: 40,
    mark: 64,
    spacing: 36,
    quote: { maxSize: 60, minSize: 26, lineHeight: QUOTE_LINE_HEIGHT },
    stars: 44,
    avatar: 88,
    name: 34,
    meta: 26,
  },
  social: {
    ...EXPORT_FORMATS.social,
    pad: 40,
    footer: 48,
    footerName: 26,
    gap: 24,
    cardPad: 40,
    radius: 28,
    mark: 40,
    spacing: 20,
    quote: { maxSize: 44, minSize: 18, lineHeight: QUOTE_LINE_HEIGHT },
    stars: 30,
    avatar: 60,
    name: 26,
    meta: 20,
  },
  story: {
    ...EXPORT_FORMATS.story,
    pad: 80,
    footer: 96,
    footerName: 42,
    gap: 56,
    cardPad: 72,
    radius: 48,
    mark: 88,
    spacing: 48,
    quote: { maxSize: 76, minSize: 32, lineHeight: QUOTE_LINE_HEIGHT },
    stars: 56,
    avatar: 112,
    name: 42,
    meta: 32,
  },
};

/**
 * Lines are fitted to a slightly narrower box than they are drawn in: a rounding or kerning
 * difference between our measure and satori's can never push a line past the card.
 */
const WRAP_SLACK = 0.96;

/** Where the quote may go, and how it was fitted: what the layout tests measure against. */
export interface QuoteBox {
  width: number;
  /** The most the quote's text may take; the card centres a shorter one. */
  maxHeight: number;
  fitted: FittedText;
}

export interface PngLogo {
  png: Uint8Array;
  width: number;
  height: number;
}

export interface PngLayoutInput {
  content: ExportContent;
  brandName: string;
  colors: { primaryColor: string; accentColor: string | null };
  logo: PngLogo | null;
}

export interface PngLayout {
  element: SatoriElement;
  quoteBox: QuoteBox;
  theme: ExportTheme;
}

const el = (type: string, style: Record<string, string | number>, children?: SatoriChild | SatoriChild[]) =>
  ({ type, props: { style, children } }) satisfies SatoriElement;
const row = (style: Record<string, string | number>, children?: SatoriChild | SatoriChild[]) =>
  el('div', { display: 'flex', flexDirection: 'row', alignItems: 'center', ...style }, children);
const column = (style: Record<string, string | number>, children?: SatoriChild | SatoriChild[]) =>
  el('div', { display: 'flex', flexDirection: 'column', ...style }, children);

/** One line of text at `size`, cut with an ellipsis when wider than `width`. */
function oneLine(text: string, measure: MeasureText, size: number, width: number): string {
  if (measure(text) * size <= width * WRAP_SLACK) return text;
  return fitText(text, measure, {
    width: width * WRAP_SLACK,
    height: size * LINE_HEIGHT,
    maxSize: size,
    minSize: size,
    lineHeight: LINE_HEIGHT,
    maxLines: 1,
  }).text;
}

/**
 * The element tree of a PNG export: the canvas in the primary colour, a white card with the
 * quotation mark, the quote (fitted: see fit-text.ts), the stars and the author, and under it the
 * workspace's logo and name. Every box has a fixed size or a maximum, so nothing can push
 * another off the canvas.
 */
export function pngLayout(format: PngFormat, input: PngLayoutInput): PngLayout {
  const g = PNG_GEOMETRY[format];
  const theme = exportTheme(input.colors);
  const { content } = input;
  const cardWidth = g.width - 2 * g.pad;
  const cardHeight = g.height - 2 * g.pad - g.footer - g.gap;
  const inner = cardWidth - 2 * g.cardPad;
  const starsHeight = content.stars === null ? 0 : Math.ceil(g.stars * LINE_HEIGHT);
  const quoteRoom =
    cardHeight - 2 * g.cardPad - g.mark - g.avatar - 2 * g.spacing - (starsHeight ? starsHeight + g.spacing : 0);
  const fitted = fitText(content.quote, measureAdvances(500), {
    width: inner * WRAP_SLACK,
    height: quoteRoom,
    ...g.quote,
  });

  const stars =
    content.stars === null
      ? []
      : [
          row({ height: starsHeight, fontSize: g.stars, lineHeight: LINE_HEIGHT, flexShrink: 0 }, [
            el('span', { color: theme.mark }, starsText(content.stars).filled),
            el('span', { color: theme.emptyStar }, starsText(content.stars).empty),
          ]),
        ];
  const textWidth = inner - g.avatar - g.spacing / 1.5;
  const author = row({ height: g.avatar, flexShrink: 0, width: inner }, [
    row(
      {
        width: g.avatar,
        height: g.avatar,
        borderRadius: g.avatar / 2,
        backgroundColor: theme.background,
        color: theme.onBackground,
        fontSize: Math.round(g.avatar * 0.38),
        fontWeight: 700,
        justifyContent: 'center',
        flexShrink: 0,
      },
      content.initials || ELLIPSIS,
    ),
    column({ marginLeft: g.spacing / 1.5, width: textWidth, justifyContent: 'center' }, [
      el(
        'div',
        { display: 'flex', fontSize: g.name, fontWeight: 700, color: theme.nameInk, lineHeight: LINE_HEIGHT },
        oneLine(content.name, measureAdvances(700), g.name, textWidth),
      ),
      ...(content.byline
        ? [
            el(
              'div',
              { display: 'flex', fontSize: g.meta, color: theme.metaInk, lineHeight: LINE_HEIGHT },
              oneLine(content.byline, measureAdvances(400), g.meta, textWidth),
            ),
          ]
        : []),
    ]),
  ]);

  const card = column(
    {
      width: cardWidth,
      height: cardHeight,
      padding: g.cardPad,
      boxSizing: 'border-box',
      backgroundColor: theme.card,
      borderRadius: g.radius,
      justifyContent: 'center',
      flexShrink: 0,
    },
    [
      {
        type: 'img',
        props: { src: quoteMarkDataUrl(theme.mark), width: (g.mark * 4) / 3, height: g.mark, style: { flexShrink: 0 } },
      },
      {
        // Our lines, not satori's wrapping: what was fitted is exactly what is drawn.
        ...column(
          {
            width: inner,
            maxHeight: quoteRoom,
            marginTop: g.spacing,
            overflow: 'hidden',
            flexShrink: 0,
            fontSize: fitted.size,
            lineHeight: g.quote.lineHeight,
            color: theme.quoteInk,
            fontWeight: 500,
          },
          fitted.lines.map((line) => el('div', { display: 'flex', whiteSpace: 'nowrap' }, line)),
        ),
        key: QUOTE_KEY,
      },
      ...(stars.length ? [el('div', { display: 'flex', height: g.spacing, flexShrink: 0 }), ...stars] : []),
      el('div', { display: 'flex', height: g.spacing, flexShrink: 0 }),
      author,
    ],
  );

  const logo = input.logo ? logoImage(input.logo, g) : null;
  const nameWidth = cardWidth - (logo ? logo.width + g.spacing / 1.5 : 0);
  const footer = row({ height: g.footer, marginTop: g.gap, width: cardWidth, flexShrink: 0 }, [
    ...(logo ? [logo.element] : []),
    el(
      'div',
      {
        display: 'flex',
        marginLeft: logo ? g.spacing / 1.5 : 0,
        fontSize: g.footerName,
        fontWeight: 700,
        color: theme.onBackground,
        lineHeight: LINE_HEIGHT,
      },
      oneLine(input.brandName, measureAdvances(700), g.footerName, nameWidth),
    ),
  ]);

  const element = column(
    {
      width: g.width,
      height: g.height,
      padding: g.pad,
      boxSizing: 'border-box',
      backgroundColor: theme.background,
      fontFamily: FONT_FAMILY,
    },
    [card, footer],
  );
  return { element, quoteBox: { width: inner, maxHeight: quoteRoom, fitted }, theme };
}

/** The logo at the footer's height, at most 40 % of the canvas wide. */
function logoImage(logo: PngLogo, g: PngGeometry) {
  const scale = Math.min(g.footer / logo.height, (g.width * 0.4) / logo.width);
  const width = Math.max(1, Math.round(logo.width * scale));
  const height = Math.max(1, Math.round(logo.height * scale));
  const src = `data:image/png;base64,${Buffer.from(logo.png).toString('base64')}`;
  return { width, element: { type: 'img', props: { src, width, height, style: { flexShrink: 0 } } } };
}
