/** The snippets an owner pastes into their site (the embed script: apps/web/src/embed/widget.ts). */

/** One script tag and the placeholder it fills: the recommended embed. */
export const scriptEmbedCode = (origin: string, widgetId: string) =>
  `<script src="${origin}/embed/widget.js" async></script>\n<div data-bloom-widget="${widgetId}"></div>`;

/** The frame's height until the script (when allowed) fits it to its content. */
export const IFRAME_FALLBACK_HEIGHT = 480;

/**
 * For site builders that strip scripts: a plain frame of /embed/{id}. The script line is optional:
 * where it may run, it sizes the frame to its content (the frame page reports its height).
 */
export const iframeEmbedCode = (origin: string, widgetId: string) =>
  `<iframe src="${origin}/embed/${widgetId}" title="Testimonials" loading="lazy" style="width:100%;height:${IFRAME_FALLBACK_HEIGHT}px;border:0"></iframe>\n<script src="${origin}/embed/widget.js" async></script>`;

/** The public wall's full address. */
export const wallUrl = (origin: string, wallPath: string) => `${origin}${wallPath}`;
