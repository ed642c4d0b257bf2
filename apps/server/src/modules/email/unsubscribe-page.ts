import { normalizeHex, PRODUCT_NAME, readableTextOn, shadeOnWhite } from '@bloom/core';
import { escapeHtml } from '../../platform/http/escape-html';
import { UNLISTED_PAGE_HEAD } from '../../platform/http/unlisted-page';
import type { EmailWorkspace } from './email-brand';

/**
 * The small server-rendered pages of the unsubscribe link (modules/email/unsubscribe-routes.ts), in the
 * workspace's branding. No script at all (the app's CSP allows none inline): the confirmation is
 * a plain form that POSTs to the same address.
 */
export type UnsubscribePage =
  | { kind: 'confirm'; workspace: EmailWorkspace; action: string }
  | { kind: 'done'; workspace: EmailWorkspace }
  | { kind: 'not-found' }
  | { kind: 'too-many' };

export const UNSUBSCRIBE_TEXTS = {
  confirmTitle: (name: string) => `Unsubscribe from ${name} emails?`,
  confirmBody: (name: string) =>
    `${name} will stop emailing you invitations and reminders. Your client portal keeps working, and you can still open it from the links you have.`,
  confirmButton: 'Unsubscribe',
  doneTitle: 'You are unsubscribed',
  doneBody: (name: string) => `${name} will not email you invitations or reminders any more.`,
  notFoundTitle: 'This link does not work',
  notFoundBody:
    'The unsubscribe link is incomplete or no longer valid. Copy the whole link from the email and try again.',
  tooManyTitle: 'Too many attempts',
  tooManyBody: 'Please wait a few minutes and try again.',
} as const;

export function renderUnsubscribePage(page: UnsubscribePage): string {
  const workspace = page.kind === 'confirm' || page.kind === 'done' ? page.workspace : null;
  const name = workspace?.name.trim() || PRODUCT_NAME;
  const primary = normalizeHex(workspace?.primaryColor);
  const ink = shadeOnWhite(primary, 4.5);
  const logo = workspace?.logoUrl?.startsWith('/api/logos/') ? workspace.logoUrl : null;
  const header = logo
    ? `<img class="logo" src="${escapeHtml(logo)}" alt="${escapeHtml(name)}">`
    : `<p class="name">${escapeHtml(name)}</p>`;

  let title: string;
  let body: string;
  switch (page.kind) {
    case 'confirm':
      title = UNSUBSCRIBE_TEXTS.confirmTitle(name);
      body = `<p>${escapeHtml(UNSUBSCRIBE_TEXTS.confirmBody(name))}</p>
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${UNSUBSCRIBE_TEXTS.confirmButton}</button>
</form>`;
      break;
    case 'done':
      title = UNSUBSCRIBE_TEXTS.doneTitle;
      body = `<p role="status">${escapeHtml(UNSUBSCRIBE_TEXTS.doneBody(name))}</p>`;
      break;
    case 'not-found':
      title = UNSUBSCRIBE_TEXTS.notFoundTitle;
      body = `<p>${UNSUBSCRIBE_TEXTS.notFoundBody}</p>`;
      break;
    case 'too-many':
      title = UNSUBSCRIBE_TEXTS.tooManyTitle;
      body = `<p>${UNSUBSCRIBE_TEXTS.tooManyBody}</p>`;
      break;
  }

  return `${UNLISTED_PAGE_HEAD}
<!-- The token never leaves for another site. Not no-referrer: under it the browser sends this page's own form with Origin: null, which sameOriginOnly refuses. -->
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; background: #f4f5f7; color: #1f2937; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
main { max-width: 30rem; margin: 0 auto; padding: 3rem 1rem; }
.logo { display: block; height: 40px; width: auto; max-width: 220px; margin-bottom: 1.25rem; }
.name { margin: 0 0 1.25rem; font-size: 1.25rem; font-weight: 700; color: ${ink}; }
.card { background: #fff; border-top: 4px solid ${primary}; border-radius: .75rem; padding: 1.75rem; box-shadow: 0 1px 2px rgb(0 0 0 / .06); }
h1 { margin: 0 0 .75rem; font-size: 1.375rem; line-height: 1.3; }
p { margin: 0 0 1rem; line-height: 1.5; }
.card > :last-child { margin-bottom: 0; }
form { margin: 1.5rem 0 0; }
button { font: inherit; font-weight: 600; border: 0; border-radius: .5rem; padding: .75rem 1.5rem; min-height: 44px; cursor: pointer; background: ${primary}; color: ${readableTextOn(primary)}; }
button:focus-visible { outline: 3px solid ${ink}; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${header}
<div class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</div>
</main>
</body>
</html>`;
}
