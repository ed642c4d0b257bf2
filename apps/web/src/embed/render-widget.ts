import { type PublicWidget, readableTextOn } from '@bloom/core';
import { WIDGET_CSS } from './widget-styles';

/**
 * Renders a public widget (GET /api/public/widgets/{id}) into a root: the embed script's shadow
 * root on a customer's site, and the configurator's live preview, so both look the same.
 * Plain DOM and no framework (the script's budget is 10 KB gzip). A testimonial is untrusted
 * text written by a client: it only ever becomes text nodes and attribute values, never markup.
 */

type Testimonial = PublicWidget['testimonials'][number];

export interface RenderOptions {
  /** The configurator: an empty widget says so instead of rendering nothing. */
  preview?: boolean;
  /** Locale of the dates; the visitor's own when left out. */
  locale?: string;
}

const SVG = 'http://www.w3.org/2000/svg';
const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';
const HEX = /^#[0-9a-f]{6}$/i;
/** An absolute http(s) address, or a path of the same site (the preview's /api/logos/...). */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

/** The accessible name of a rating, as the owner app reads it. */
export const ratingLabel = (rating: number) => `${rating} out of 5 stars`;

/** 'Owner, Harbor Bakery', 'Owner', 'Harbor Bakery' or ''. */
export const byline = (t: Pick<Testimonial, 'title' | 'company'>) =>
  [t.title, t.company]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(', ');

/** A YYYY-MM-DD date in the visitor's words ('Jan 5, 2026'); the raw text if it is not a date. */
export function formatDay(date: string, locale?: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    day,
  );
}

export function renderWidget(root: ShadowRoot | Element, data: PublicWidget, options: RenderOptions = {}): void {
  const doc = root.ownerDocument ?? document;
  const { widget, testimonials } = data;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
    const node = doc.createElement(tag);
    if (className) node.setAttribute('class', className);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const primary = HEX.test(widget.brand.primaryColor) ? widget.brand.primaryColor : '#14b8a6';
  const accent = widget.brand.accentColor && HEX.test(widget.brand.accentColor) ? widget.brand.accentColor : primary;
  const box = el('div', 'bw');
  box.setAttribute('data-layout', widget.layout);
  box.setAttribute('data-theme', widget.theme);
  // Custom properties through the CSSOM: allowed where a host page's CSP refuses style attributes.
  for (const [name, value] of [
    ['--primary', primary],
    ['--on-primary', readableTextOn(primary)],
    ['--star', primary],
    ['--ring', primary],
    ['--accent', accent],
  ] as const) {
    box.style.setProperty(name, value);
  }

  const stars = (rating: number) => {
    const row = el('div', 'stars');
    row.setAttribute('role', 'img');
    row.setAttribute('aria-label', ratingLabel(rating));
    for (let n = 1; n <= 5; n++) {
      const svg = doc.createElementNS(SVG, 'svg');
      svg.setAttribute('viewBox', '0 0 20 20');
      svg.setAttribute('aria-hidden', 'true');
      if (n <= rating) svg.setAttribute('class', 'on');
      const path = doc.createElementNS(SVG, 'path');
      path.setAttribute('d', STAR);
      svg.append(path);
      row.append(svg);
    }
    return row;
  };

  const card = (t: Testimonial) => {
    const figure = el('figure', 'card');
    // A right-to-left testimonial lays its whole card out from the right.
    figure.setAttribute('dir', 'auto');
    if (widget.layout === 'single') {
      const mark = el('div', 'mark', '\u201C');
      mark.setAttribute('aria-hidden', 'true');
      figure.append(mark);
    }
    if (widget.showRating && t.rating) figure.append(stars(t.rating));
    const quote = el('blockquote', 'quote', t.quote);
    quote.setAttribute('dir', 'auto');
    figure.append(quote);

    const who = el('figcaption', 'who');
    const initial = el('span', 'avatar', Array.from(t.name.trim())[0]?.toUpperCase() ?? '');
    initial.setAttribute('aria-hidden', 'true');
    const meta = el('span', 'meta');
    const name = el('span', 'name', t.name);
    name.setAttribute('dir', 'auto');
    meta.append(name);
    const role = byline(t);
    if (role) meta.append(el('span', 'role', role));
    if (widget.showDate) {
      const time = el('time', 'date', formatDay(t.date, options.locale));
      time.setAttribute('datetime', t.date);
      meta.append(time);
    }
    who.append(initial, meta);
    figure.append(who);
    return figure;
  };

  if (testimonials.length === 0) {
    if (options.preview) box.append(el('p', 'empty', 'No testimonials to show yet.'));
  } else if (widget.layout === 'carousel') {
    box.append(carousel(testimonials.map(card), el));
  } else {
    const items = el('div', 'items');
    const shown = widget.layout === 'single' ? testimonials.slice(0, 1) : testimonials;
    items.append(...shown.map(card));
    box.append(items);
  }

  const logo = widget.brand.logoUrl;
  if (testimonials.length > 0 && logo && SAFE_URL.test(logo)) {
    const brand = el('div', 'brand');
    const img = el('img');
    img.setAttribute('src', logo);
    img.setAttribute('alt', widget.brand.name);
    img.setAttribute('loading', 'lazy');
    brand.append(img);
    box.append(brand);
  }

  root.replaceChildren();
  addStyles(root, doc);
  root.append(box);
}

/** A constructed sheet where supported (a host page's CSP may refuse <style>), else a <style>. */
function addStyles(root: ShadowRoot | Element, doc: Document) {
  const Sheet = globalThis.CSSStyleSheet;
  if ('adoptedStyleSheets' in root && Sheet && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet();
    sheet.replaceSync(WIDGET_CSS);
    root.adoptedStyleSheets = [sheet];
  } else {
    const style = doc.createElement('style');
    style.textContent = WIDGET_CSS;
    root.append(style);
  }
}

type Make = <K extends keyof HTMLElementTagNameMap>(tag: K, c?: string, text?: string) => HTMLElementTagNameMap[K];

/**
 * One testimonial at a time, all stacked in one grid cell so the height never jumps; Previous
 * and Next buttons, arrow keys on the focused carousel, and no autoplay (nothing moves unasked).
 */
function carousel(slides: HTMLElement[], el: Make): HTMLElement {
  const region = el('section', 'carousel');
  region.setAttribute('aria-roledescription', 'carousel');
  region.setAttribute('aria-label', 'Testimonials');
  region.setAttribute('tabindex', '0');
  const track = el('div', 'track');
  const count = el('p', 'count');
  count.setAttribute('aria-live', 'polite');
  let current = 0;
  const show = (index: number) => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      slide.setAttribute('aria-hidden', String(i !== current));
    });
    count.textContent = `${current + 1} of ${slides.length}`;
  };
  slides.forEach((slide, i) => {
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', 'slide');
    slide.setAttribute('aria-label', `${i + 1} of ${slides.length}`);
  });
  track.append(...slides);
  region.append(track);
  if (slides.length > 1) {
    const button = (label: string, points: string, step: number) => {
      const b = el('button', 'nav');
      b.setAttribute('type', 'button');
      b.setAttribute('aria-label', label);
      const svg = b.ownerDocument.createElementNS(SVG, 'svg');
      svg.setAttribute('viewBox', '0 0 24 24');
      svg.setAttribute('aria-hidden', 'true');
      const line = b.ownerDocument.createElementNS(SVG, 'polyline');
      line.setAttribute('points', points);
      svg.append(line);
      b.append(svg);
      b.addEventListener('click', () => show(current + step));
      return b;
    };
    const controls = el('div', 'controls');
    controls.append(
      button('Previous testimonial', '15 18 9 12 15 6', -1),
      count,
      button('Next testimonial', '9 18 15 12 9 6', 1),
    );
    region.append(controls);
    region.addEventListener('keydown', (event) => {
      const step = { ArrowLeft: -1, ArrowRight: 1 }[(event as KeyboardEvent).key];
      if (!step) return;
      event.preventDefault();
      show(current + step);
    });
  }
  show(0);
  return region;
}
