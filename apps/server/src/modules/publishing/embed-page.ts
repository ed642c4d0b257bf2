import { escapeHtml } from '../../platform/http/escape-html';
import { UNLISTED_PAGE_HEAD } from '../../platform/http/unlisted-page';

/** Where the embed script is served; the iframe page loads it from its own origin. */
export const EMBED_SCRIPT_PATH = '/embed/widget.js';

/**
 * The iframe embed (GET /embed/{widgetId}): the same script and placeholder a site would paste,
 * on a transparent page. `data-bloom-iframe` tells the script to report its height to the parent
 * page through postMessage. Nothing of the widget is rendered here: the id (a uuid, checked before
 * this is called) is the only value in the page, and the script renders testimonials as text.
 */
export function renderEmbedPage(widgetId: string): string {
  return `${UNLISTED_PAGE_HEAD}
<meta name="description" content="What clients say, in their own words.">
<title>Testimonials</title>
<style>html, body { margin: 0; padding: 0; background: transparent; }</style>
</head>
<body>
<div data-bloom-widget="${escapeHtml(widgetId)}" data-bloom-iframe></div>
<script src="${EMBED_SCRIPT_PATH}" async></script>
</body>
</html>`;
}

/** An unknown, deleted or malformed widget in the iframe: an empty transparent page says nothing. */
export function renderEmbedMissingPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Not found</title>
<style>html, body { margin: 0; padding: 0; background: transparent; }</style>
</head>
<body></body>
</html>`;
}
