import type { PublicWidget } from '@bloom/core';
import { renderWidget } from './render-widget';

/**
 * The embed script, /embed/widget.js, on a customer's own site:
 *   <script src="https://{host}/embed/widget.js" async></script><div data-bloom-widget="{id}"></div>
 * Each placeholder (also ones added later) loads its widget's public JSON when it nears the
 * viewport and renders it into its own shadow root. No cookies are sent. The same script in the
 * iframe page (/embed/{id}, `data-bloom-iframe`) reports its height to the parent, and on a parent
 * page it resizes our iframes from those reports. Built on its own (vite.embed.config.ts).
 */

const ATTR = 'data-bloom-widget';
const HEIGHT_MESSAGE = 'bloom-widget-height';

interface HeightMessage {
  type: typeof HEIGHT_MESSAGE;
  id: string;
  height: number;
}

const flag = '__bloomWidget';
const host = window as unknown as Record<string, unknown>;

// The snippet may be pasted once per widget: only the first copy of the script does the work.
if (!host[flag]) {
  host[flag] = true;
  start();
}

function scriptOrigin(): string {
  const own = document.currentScript as HTMLScriptElement | null;
  const src = own?.src || document.querySelector<HTMLScriptElement>('script[src*="/embed/widget.js"]')?.src;
  return new URL(src || location.href).origin;
}

function start() {
  const origin = scriptOrigin();
  const started = new WeakSet<Element>();
  const loads = new Map<string, Promise<PublicWidget>>();

  const load = (id: string) => {
    let pending = loads.get(id);
    if (!pending) {
      pending = fetch(`${origin}/api/public/widgets/${encodeURIComponent(id)}`, {
        credentials: 'omit',
        headers: { accept: 'application/json' },
      }).then((res) => (res.ok ? (res.json() as Promise<PublicWidget>) : Promise.reject(new Error(`${res.status}`))));
      loads.set(id, pending);
    }
    return pending;
  };

  const render = (element: HTMLElement, id: string) => {
    const framed = element.hasAttribute('data-bloom-iframe');
    load(id)
      .then((data) => {
        renderWidget(element.shadowRoot ?? element.attachShadow({ mode: 'open' }), data);
        if (framed) {
          // Room for the cards' shadows, which the frame's edge would cut.
          element.style.padding = '2px 2px 12px';
          reportHeight(element, id);
        }
      })
      .catch((error: Error) => {
        console.warn(`[bloom] widget ${id} could not load (${error.message})`);
        if (framed) post({ type: HEIGHT_MESSAGE, id, height: 0 });
      });
  };

  const mount = (element: HTMLElement) => {
    const id = element.getAttribute(ATTR)?.trim();
    if (!id || started.has(element)) return;
    started.add(element);
    // The iframe page is the widget itself: nothing to wait for.
    if (element.hasAttribute('data-bloom-iframe') || typeof IntersectionObserver !== 'function') {
      return render(element, id);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        render(element, id);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
  };

  const scan = () => document.querySelectorAll<HTMLElement>(`[${ATTR}]`).forEach(mount);
  scan();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  // Placeholders a page builder adds later (single-page sites, tabs, modals).
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      scan();
    });
  }).observe(document.documentElement, { childList: true, subtree: true });

  // On a page that embeds /embed/{id} frames: each reports its content height; fit the frame to it.
  window.addEventListener('message', (event: MessageEvent<Partial<HeightMessage> | null>) => {
    const data = event.data;
    if (event.origin !== origin || data?.type !== HEIGHT_MESSAGE || typeof data.height !== 'number') return;
    for (const frame of document.querySelectorAll('iframe')) {
      if (frame.contentWindow === event.source) frame.style.height = `${Math.ceil(Math.min(data.height, 20000))}px`;
    }
  });
}

function post(message: HeightMessage) {
  if (window.parent !== window) window.parent.postMessage(message, '*');
}

/** Inside the iframe page: tell the parent the content's height now and whenever it changes. */
function reportHeight(element: HTMLElement, id: string) {
  let last = -1;
  const send = () => {
    const height = Math.ceil(element.getBoundingClientRect().bottom + window.scrollY);
    if (height === last) return;
    last = height;
    post({ type: HEIGHT_MESSAGE, id, height });
  };
  send();
  if (typeof ResizeObserver === 'function') new ResizeObserver(send).observe(element);
  else addEventListener('resize', send);
}
