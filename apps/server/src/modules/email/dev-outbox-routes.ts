import type { Context } from 'hono';
import { html, raw } from 'hono/html';
import type { ModuleDeps, Router } from '../../app-deps';
import { latestOutbox, outboxAttachment, outboxHtml } from '../../platform/db/outbox';
import { escapeHtml } from '../../platform/http/escape-html';
import { isLocalReader as isLocal } from '../../platform/http/local-reader';
import { contentDisposition } from '../../platform/storage/filenames';

/** The page, and each mail's HTML part below it (not in the API document: a developer's page). */
const OUTBOX = '/dev/outbox';

/** Escapes the text, then turns its URLs into links. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The outbox holds every account's mail, reset links included, so only the machine itself may read it. */
const isLocalReader = (c: Context, { isProduction, links: { trustProxy } }: ModuleDeps) =>
  isLocal(c, { isProduction, trustProxy });

/** The extra headers a kept mail would have carried (List-Unsubscribe…), one per line. */
const headerLines = (headers: Record<string, string> | null) =>
  Object.entries(headers ?? {}).map(([name, value]) => `${name}: ${value}`);

/** '12.3 KB': an attachment's size beside its link. */
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * /dev/outbox: the mail the server would have sent, newest first, each with its HTML part at
 * /dev/outbox/{id} as a mail client would show it and its attachments at
 * /dev/outbox/{id}/attachments/{n}; 404 in production and off this machine.
 */
export function devOutboxRoutes(app: Router, deps: ModuleDeps) {
  const { db } = deps;
  app.get(`${OUTBOX}/:id{[0-9a-f-]{36}}/attachments/:index{[0-9]{1,3}}`, async (c) => {
    if (!isLocalReader(c, deps)) return c.notFound();
    const file = await outboxAttachment(db, c.req.param('id'), Number(c.req.param('index')));
    if (!file) return c.notFound();
    // Always a download, never rendered here: the bytes are whatever the mail carried.
    return c.body(new Uint8Array(file.content), 200, {
      'content-type': 'application/octet-stream',
      'content-disposition': contentDisposition('attachment', file.filename),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
  app.get(`${OUTBOX}/:id{[0-9a-f-]{36}}`, async (c) => {
    if (!isLocalReader(c, deps)) return c.notFound();
    c.header('cache-control', 'no-store');
    const html = await outboxHtml(db, c.req.param('id'));
    // Our own rendering of escaped values, no scripts; the app's CSP still applies to it.
    return html ? c.html(html) : c.notFound();
  });
  app.get(OUTBOX, async (c) => {
    if (!isLocalReader(c, deps)) return c.notFound();
    c.header('cache-control', 'no-store');
    const messages = await latestOutbox(db);
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Outbox</title>
          <style>
            body { font-family: system-ui, sans-serif; margin: 0; background: #f8fafc; color: #0f172a; }
            main { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; }
            h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
            p.lead { color: #475569; margin: 0 0 1.5rem; }
            article { background: #fff; border: 1px solid #e2e8f0; border-radius: .75rem; padding: 1rem 1.25rem; margin-bottom: 1rem; }
            h2 { font-size: 1rem; margin: 0 0 .25rem; }
            .meta { color: #64748b; font-size: .875rem; margin-bottom: .75rem; }
            pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
            pre.headers { color: #64748b; font-size: .8125rem; margin-bottom: .75rem; }
            a { color: #0f766e; }
            ul.attachments { margin: .75rem 0 0; padding-left: 1.25rem; font-size: .875rem; }
          </style>
        </head>
        <body>
          <main>
            <h1>Outbox</h1>
            <p class="lead">Emails are kept here because no SMTP_URL is set.</p>
            ${
              messages.length === 0
                ? html`<article><p>No emails yet.</p></article>`
                : messages.map(
                    (m) => html`<article>
                      <h2>${m.subject}</h2>
                      <div class="meta">
                        To ${m.to_address}${m.reply_to ? html` · Reply-To ${m.reply_to}` : ''} ·
                        ${new Date(m.created_at).toISOString()}
                        ${m.html_body ? html` · <a href="${OUTBOX}/${m.id}">View the HTML email</a>` : ''}
                      </div>
                      ${m.headers ? html`<pre class="headers">${headerLines(m.headers).join('\n')}</pre>` : ''}
                      <pre>${raw(linkify(m.text_body))}</pre>
                      ${
                        m.attachments.length
                          ? html`<ul class="attachments">
                              ${m.attachments.map(
                                (a, i) =>
                                  html`<li>
                                    <a href="${OUTBOX}/${m.id}/attachments/${i}" download="${a.filename}">${a.filename}</a>
                                    (${a.contentType}, ${kilobytes(a.size)})
                                  </li>`,
                              )}
                            </ul>`
                          : ''
                      }
                    </article>`,
                  )
            }
          </main>
        </body>
      </html>`);
  });
}
