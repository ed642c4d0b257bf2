import { type Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Db } from '../db/database';
import { latestOutbox } from '../email/mailer';
import { clientAddress, isLoopback } from '../http/client-address';
import { escapeHtml } from '../http/escape-html';

/** Escapes the text, then turns its URLs into links. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

interface OutboxDeps {
  db: Db;
  isProduction: boolean;
  trustProxy: number;
}

/**
 * The outbox holds every account's mail, reset links included, so only the machine itself may
 * read it: a request through a proxy we were not told to trust is not a local one.
 */
const isLocalReader = (c: Context, { isProduction, trustProxy }: OutboxDeps) =>
  !isProduction && isLoopback(clientAddress(c, trustProxy)) && (trustProxy > 0 || !c.req.header('x-forwarded-for'));

/** /dev/outbox: the mail the server would have sent, newest first; 404 in production and off this machine. */
export function devOutboxRoutes(deps: OutboxDeps) {
  const { db } = deps;
  return new Hono().get('/outbox', async (c) => {
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
