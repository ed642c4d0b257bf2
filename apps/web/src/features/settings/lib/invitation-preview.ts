import { fillTemplate, type InvitationValues, PRODUCT_NAME, SAMPLE_INVITATION_VALUES } from '@bloom/core';

/** A run of an invitation paragraph: text, or the portal link (shown as a link). */
export type PreviewRun = { kind: 'text'; text: string } | { kind: 'link'; url: string };

const LINK = /\{\{\s*link\s*\}\}/;
const BLANK_LINE = /\r?\n[ \t]*\r?\n/;

/** The sample values the preview and 'Send test email' use, with the workspace's real name. */
export const sampleValues = (workspaceName: string): InvitationValues => ({
  ...SAMPLE_INVITATION_VALUES,
  // As the email names a workspace without a name.
  workspace_name: workspaceName.trim() || PRODUCT_NAME,
});

/**
 * The invitation's body as the email shows it: paragraphs split on blank lines (a single newline
 * stays a line break inside its paragraph), every variable filled in, {{link}} kept apart so the
 * preview can draw it as a link. Empty paragraphs are left out, as the email leaves them out.
 */
export function previewParagraphs(body: string, values: InvitationValues): PreviewRun[][] {
  return body
    .split(BLANK_LINE)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) =>
      paragraph.split(LINK).flatMap((piece, i): PreviewRun[] => {
        const runs: PreviewRun[] = i > 0 ? [{ kind: 'link', url: values.link }] : [];
        const text = fillTemplate(piece, values);
        return text ? [...runs, { kind: 'text', text }] : runs;
      }),
    );
}

/** The subject line as the inbox shows it: filled, on one line. */
export const previewSubject = (subject: string, values: InvitationValues) =>
  fillTemplate(subject, values).replace(/\s+/g, ' ').trim();
