import sanitizeHtml from 'sanitize-html';

/**
 * Welcome messages keep only what the editor can produce: paragraphs, bold, italic,
 * underline, lists and links (http, https, mailto). Runs on every write.
 */
export function sanitizeIntro(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  }).trim();
  // An editor left empty produces "<p></p>"; store that as no message at all.
  return clean.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/g, '').trim() === '' ? null : clean;
}
