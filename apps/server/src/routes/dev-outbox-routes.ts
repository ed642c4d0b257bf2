import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Db } from '../db/database';
import { escapeHtml } from '../http/escape-html';

/** Escapes the text, then turns its URLs into links. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** /dev/outbox: the mail the server would have sent, newest first. Never mounted in production. */
export function devOutboxRoutes({ db }: { db: Db }) {
  return new Hono().get('/outbox', async (c) => {
    const messages = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(100).execute();
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
            a { color: #0f766e; }
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
                      <div class="meta">To ${m.to_address} · ${new Date(m.created_at).toISOString()}</div>
                      <pre>${raw(linkify(m.text_body))}</pre>
                    </article>`,
                  )
            }
          </main>
        </body>
      </html>`);
  });
}
