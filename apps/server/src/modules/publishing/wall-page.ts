import { INK_CONTRAST, PRODUCT_NAME, type PublicTestimonial, readableTextOn, shadeOnWhite } from '@bloom/core';
import { escapeHtml } from '../../platform/http/escape-html';
import { UNLISTED_PAGE_HEAD } from '../../platform/http/unlisted-page';
import { jsonForScript } from './json-in-html';
import type { PublicWall } from './public-wall';

/** The wall's words (server-rendered only; the configurator links to it). */
export const WALL_TEXTS = {
  title: (name: string) => `What clients say about ${name}`,
  heading: 'What clients say',
  count: (n: number) => (n === 1 ? '1 testimonial' : `${n} testimonials`),
  description: (name: string) => `Testimonials from clients of ${name}, in their own words.`,
  empty: 'No testimonials are published yet.',
  book: 'Book a call',
  rated: (rating: number) => `Rated ${rating} out of 5`,
  collectedWith: `Collected with ${PRODUCT_NAME}`,
  notFoundTitle: 'This page does not exist',
  notFoundBody: 'The wall of love you are looking for is not published.',
  tooManyTitle: 'Too many requests',
  tooManyBody: 'Please wait a minute and try again.',
} as const;

export interface WallPageOptions {
  /** The page's absolute address: canonical and og:url. */
  url: string;
  /** The social card's absolute address, or null when there is nothing to show on it. */
  imageUrl: string | null;
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const readableDate = (day: string) => DATE.format(new Date(`${day}T00:00:00Z`));

/** At most `max` characters, cut at a word, with an ellipsis. */
function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const role = (t: PublicTestimonial) => [t.title, t.company].filter((part) => part?.trim()).join(', ');

/**
 * Structured data for search engines: one Review per quote, by its author, of the workspace as an
 * Organization. Deliberately no AggregateRating: self-serving ratings of a business on its own
 * page are ignored or penalised by search engines.
 */
function structuredData(wall: PublicWall, url: string) {
  const organization = { '@type': 'Organization', name: wall.brand.name, url };
  return {
    '@context': 'https://schema.org',
    '@graph': wall.testimonials.map((t) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: t.name },
      reviewBody: t.quote,
      datePublished: t.date,
      ...(t.rating !== null
        ? { reviewRating: { '@type': 'Rating', ratingValue: t.rating, bestRating: 5, worstRating: 1 } }
        : {}),
      itemReviewed: organization,
    })),
  };
}

function card(t: PublicTestimonial): string {
  const rating =
    t.rating !== null
      ? `<p class="stars" role="img" aria-label="${escapeHtml(WALL_TEXTS.rated(t.rating))}">${stars(t.rating)}</p>`
      : '';
  const about = role(t);
  return `<figure class="card">
${rating}<blockquote dir="auto"><p>${escapeHtml(t.quote)}</p></blockquote>
<figcaption><span class="who" dir="auto">${escapeHtml(t.name)}</span>${about ? `<span class="role" dir="auto">${escapeHtml(about)}</span>` : ''}<time datetime="${escapeHtml(t.date)}">${escapeHtml(readableDate(t.date))}</time></figcaption>
</figure>`;
}

/**
 * The public wall of love (GET /gallery/{workspaceId}): a complete page rendered here, readable
 * without JavaScript (search engines, link previews), in the workspace's brand. Every value from
 * the database is escaped; the structured data is JSON made safe for a script element.
 */
export function renderWallPage(wall: PublicWall, options: WallPageOptions): string {
  const { brand } = wall;
  const name = brand.name;
  const primary = brand.primaryColor;
  const ink = shadeOnWhite(primary, INK_CONTRAST);
  const onPrimary = readableTextOn(primary);
  const starColor = shadeOnWhite(brand.accentColor ?? primary, 3);
  const first = wall.testimonials[0];
  const description = first
    ? excerpt(`“${excerpt(first.quote, 110)}” — ${first.name}. ${WALL_TEXTS.description(name)}`, 200)
    : WALL_TEXTS.description(name);
  const title = WALL_TEXTS.title(name);
  const e = escapeHtml;
  const image = options.imageUrl
    ? `<meta property="og:image" content="${e(options.imageUrl)}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${e(first ? `“${excerpt(first.quote, 120)}” — ${first.name}` : name)}">
<meta name="twitter:image" content="${e(options.imageUrl)}">
`
    : '';
  const logo = brand.logoUrl
    ? `<img class="logo" src="${e(brand.logoUrl)}" alt="${e(name)}" width="48" height="48">`
    : `<span class="mark" aria-hidden="true">${e(Array.from(name)[0]?.toUpperCase() ?? '')}</span>`;
  const book = wall.bookingUrl
    ? `<a class="book" href="${e(wall.bookingUrl)}" rel="noopener">${WALL_TEXTS.book}</a>`
    : '';
  const body = wall.testimonials.length
    ? `<div class="wall">\n${wall.testimonials.map(card).join('\n')}\n</div>`
    : `<p class="empty">${WALL_TEXTS.empty}</p>`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title>
<meta name="description" content="${e(description)}">
<link rel="canonical" href="${e(options.url)}">
<meta name="theme-color" content="${primary}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${e(name)}">
<meta property="og:title" content="${e(title)}">
<meta property="og:description" content="${e(description)}">
<meta property="og:url" content="${e(options.url)}">
<meta name="twitter:card" content="${options.imageUrl ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${e(title)}">
<meta name="twitter:description" content="${e(description)}">
${image}<script type="application/ld+json">${jsonForScript(structuredData(wall, options.url))}</script>
<style>
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: #f6f7f9; color: #1f2937; font: 16px/1.6 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif; }
.top { background: ${primary}; color: ${onPrimary}; }
.top-in { max-width: 72rem; margin: 0 auto; padding: 2.5rem 1.25rem 4.5rem; display: flex; flex-wrap: wrap; align-items: center; gap: 1rem 1.5rem; }
.brand { display: flex; align-items: center; gap: .875rem; min-width: 0; flex: 1 1 16rem; }
.logo { width: 48px; height: 48px; object-fit: contain; border-radius: .75rem; background: #fff; padding: 4px; flex: none; }
.mark { width: 48px; height: 48px; border-radius: .75rem; background: #fff; color: ${ink}; display: grid; place-items: center; font-weight: 700; font-size: 1.375rem; flex: none; }
.brand p { margin: 0; font-size: .9375rem; opacity: .9; overflow-wrap: anywhere; }
h1 { margin: 0; font-size: clamp(1.5rem, 4vw, 2.25rem); line-height: 1.2; overflow-wrap: anywhere; }
.book { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: .625rem 1.25rem; border-radius: 999px; background: #fff; color: ${ink}; font-weight: 600; text-decoration: none; box-shadow: 0 1px 2px rgb(0 0 0 / .12); }
.book:hover { box-shadow: 0 4px 12px rgb(0 0 0 / .18); }
.book:focus-visible { outline: 3px solid ${onPrimary}; outline-offset: 3px; }
main { max-width: 72rem; margin: -3rem auto 0; padding: 0 1.25rem 3rem; }
.count { margin: 0 0 1rem; font-size: .875rem; font-weight: 600; color: ${onPrimary}; }
.wall { columns: 20rem; column-gap: 1.25rem; }
.card { break-inside: avoid; margin: 0 0 1.25rem; padding: 1.375rem 1.5rem; background: #fff; border-radius: 1rem; border-top: 4px solid ${primary}; box-shadow: 0 1px 3px rgb(15 23 42 / .08), 0 8px 24px rgb(15 23 42 / .05); display: flow-root; }
.stars { margin: 0 0 .5rem; color: ${starColor}; letter-spacing: .125em; font-size: 1.0625rem; line-height: 1; }
blockquote { margin: 0; }
blockquote p { margin: 0; font-size: 1.0625rem; white-space: pre-line; overflow-wrap: anywhere; }
figcaption { margin-top: 1rem; display: flex; flex-direction: column; font-size: .875rem; line-height: 1.4; }
.who { font-weight: 650; color: #111827; overflow-wrap: anywhere; }
.role { color: #4b5563; overflow-wrap: anywhere; }
time { color: #6b7280; margin-top: .25rem; font-size: .8125rem; }
.empty { margin: 0; padding: 2.5rem 1.5rem; background: #fff; border-radius: 1rem; text-align: center; color: #4b5563; }
footer { max-width: 72rem; margin: 0 auto; padding: 0 1.25rem 2.5rem; font-size: .8125rem; color: #6b7280; }
@media (max-width: 40rem) {
  .top-in { padding: 1.75rem 1rem 4rem; }
  main { padding: 0 1rem 2rem; }
  .wall { columns: 1; }
  .card { padding: 1.125rem 1.25rem; }
  .book { width: 100%; }
}
</style>
</head>
<body>
<header class="top"><div class="top-in">
<div class="brand">${logo}<div><h1 dir="auto">${e(name)}</h1><p>${WALL_TEXTS.heading}</p></div></div>
${book}
</div></header>
<main>
${wall.testimonials.length ? `<p class="count">${WALL_TEXTS.count(wall.testimonials.length)}</p>\n` : ''}${body}
</main>
<footer>${WALL_TEXTS.collectedWith}</footer>
</body>
</html>`;
}

/** The wall's 404 and 429 pages: plain, unbranded (they must not confirm that a workspace exists). */
export function renderWallErrorPage(kind: 'not-found' | 'too-many'): string {
  const [title, body] =
    kind === 'not-found'
      ? [WALL_TEXTS.notFoundTitle, WALL_TEXTS.notFoundBody]
      : [WALL_TEXTS.tooManyTitle, WALL_TEXTS.tooManyBody];
  return `${UNLISTED_PAGE_HEAD}
<title>${title}</title>
<style>
body { margin: 0; background: #f6f7f9; color: #1f2937; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
main { max-width: 30rem; margin: 0 auto; padding: 4rem 1.25rem; }
h1 { font-size: 1.375rem; margin: 0 0 .5rem; }
p { margin: 0; color: #4b5563; }
</style>
</head>
<body>
<main><h1>${title}</h1><p>${body}</p></main>
</body>
</html>`;
}
