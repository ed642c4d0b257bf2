import { inkOnWhite, normalizeHex, readableTextOn } from '@bloom/core';
import { escapeHtml } from '../../platform/http/escape-html';
import type { EmailBrand } from './email-brand';

/**
 * The one email layout (docs/ARCHITECTURE.md, "email/"): every email is rendered here from plain
 * values to an HTML part and a plain-text part. The HTML is what mail clients render reliably:
 * nested tables, inline styles, no scripts, no external CSS, at most 600 px wide. Every value is
 * escaped; paragraphs are text (a newline is a line break), never HTML.
 */
export interface EmailContent {
  brand: EmailBrand;
  /** Shown by inboxes after the subject; defaults to the first paragraph. */
  preheader?: string;
  heading: string;
  paragraphs: readonly string[];
  /** Titled lists of linked lines after the paragraphs (the weekly summary's sections). */
  lists?: readonly EmailList[];
  /** The one button, with its link repeated as text for clients that hide buttons. */
  action?: { label: string; url: string };
  /** Small print under the button (an expiry, "ignore this if…"). */
  note?: string;
  /** Lines of the footer, under the card. */
  footer: readonly string[];
  /** Emails to clients: the visible unsubscribe link in the footer. */
  unsubscribeUrl?: string;
}

export interface EmailList {
  heading: string;
  /** Each line's label links to its url; the text part puts the url under the label. */
  items: readonly { label: string; url: string }[];
  /** A last line such as '…and 4 more', linking to the whole list. */
  more?: { label: string; url: string };
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const PAGE_BG = '#f4f5f7';
const INK = '#1f2937';
// Small print: 5.3:1 on the page's grey, 5.8:1 on the white card (AA for small text on both).
const MUTED = '#5f6673';

/** A link we put in an email: http(s) only, so a bad value can never become a `javascript:` href. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`Not an http(s) link: ${url}`);
  return parsed.toString();
}

/** Escaped text with its newlines as <br>. */
const textHtml = (s: string) => escapeHtml(s).replace(/\r?\n/g, '<br>');

// A URL in escaped text ends at whitespace or a tag; a final . , ; : ! ? or ) is the sentence's.
const URL_IN_TEXT = /https?:\/\/[^\s<]+?(?=[.,;:!?)]*(?:\s|<|$))/g;

/** Paragraph text: escaped, line breaks kept, and its http(s) URLs made links in the brand's colour. */
const paragraphHtml = (s: string, color: string) =>
  textHtml(s).replace(
    URL_IN_TEXT,
    (url) => `<a href="${url}" target="_blank" style="color:${color};word-break:break-all;">${url}</a>`,
  );

export function renderEmail(content: EmailContent): RenderedEmail {
  const { brand } = content;
  const primary = normalizeHex(brand.primaryColor);
  const onPrimary = readableTextOn(primary);
  // Links and the name in the brand's colour, darkened until they read on the white card and on
  // the page's grey around it (the header's name sits on the grey).
  const ink = inkOnWhite(primary);
  const action = content.action && { label: content.action.label, url: safeUrl(content.action.url) };
  const unsubscribeUrl = content.unsubscribeUrl && safeUrl(content.unsubscribeUrl);
  const preheader = content.preheader ?? content.paragraphs[0] ?? content.heading;
  const name = escapeHtml(brand.name);

  const header = brand.logoUrl
    ? `<img src="${escapeHtml(safeUrl(brand.logoUrl))}" alt="${name}" height="40" style="display:block;height:40px;width:auto;max-width:220px;border:0;outline:none;text-decoration:none;">`
    : `<span style="font-family:${FONT};font-size:20px;line-height:28px;font-weight:700;color:${ink};">${name}</span>`;

  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};">${paragraphHtml(p, ink)}</p>`,
    )
    .join('');

  const listLink = (item: { label: string; url: string }) =>
    `<a href="${escapeHtml(safeUrl(item.url))}" target="_blank" style="color:${ink};text-decoration:underline;">${escapeHtml(item.label)}</a>`;
  const lists = (content.lists ?? [])
    .map(
      (list) =>
        `<p style="margin:0 0 8px;font-family:${FONT};font-size:15px;line-height:22px;font-weight:700;color:${INK};">${escapeHtml(list.heading)}</p>
<ul style="margin:0 0 20px;padding:0 0 0 20px;font-family:${FONT};font-size:15px;line-height:22px;color:${INK};">${[
          ...list.items,
          ...(list.more ? [list.more] : []),
        ]
          .map((item) => `<li style="margin:0 0 6px;">${listLink(item)}</li>`)
          .join('')}</ul>`,
    )
    .join('');

  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr>
<td align="center" bgcolor="${primary}" style="border-radius:8px;background-color:${primary};">
<a href="${escapeHtml(action.url)}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;line-height:24px;font-weight:600;color:${onPrimary};text-decoration:none;border-radius:8px;">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" target="_blank" style="color:${ink};word-break:break-all;">${escapeHtml(action.url)}</a></p>`
    : '';

  const note = content.note
    ? `<p style="margin:0;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">${textHtml(content.note)}</p>`
    : '';

  const footerLines = content.footer.map((line) => paragraphHtml(line, MUTED));
  if (unsubscribeUrl) {
    footerLines.push(
      `<a href="${escapeHtml(unsubscribeUrl)}" target="_blank" style="color:${MUTED};text-decoration:underline;">Unsubscribe from these emails</a>`,
    );
  }
  const footer = footerLines
    .map(
      (line) =>
        `<p style="margin:0 0 6px;font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED};">${line}</p>`,
    )
    .join('');

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE_BG};-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE_BG}" style="background-color:${PAGE_BG};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;">
<tr><td style="padding:0 4px 16px;">${header}</td></tr>
<tr><td bgcolor="#ffffff" style="background-color:#ffffff;border-top:4px solid ${primary};border-radius:12px;padding:28px 28px 24px;">
<h1 style="margin:0 0 16px;font-family:${FONT};font-size:22px;line-height:30px;font-weight:700;color:${INK};">${escapeHtml(content.heading)}</h1>
${paragraphs}${lists}${button}${note}
</td></tr>
<tr><td align="center" style="padding:20px 8px 0;text-align:center;">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.lists ?? []).flatMap((list) => [
      list.heading,
      ...[...list.items, ...(list.more ? [list.more] : [])].flatMap((item) => [`• ${item.label}`, `  ${item.url}`]),
      '',
    ]),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    ...content.footer,
    ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : []),
    '',
  ].join('\n');

  return { html, text };
}
