import { CLIENT_EXPORT_PDF as T } from '@bloom/core';
import type { ClientExportData } from './client-export-data';
import type { Style } from './pdf-flow';

/**
 * summary.pdf in plain language, as a list of text blocks (pure: the unit test reads it): the
 * client's details, their contacts, every answer question by question, the files, the consents
 * and the events.
 */
export interface Block {
  text: string;
  style: Style;
  /** Space before it, in points. */
  before?: number;
}

const S = {
  title: { bold: true, size: 18, leading: 1.3 },
  heading: { bold: true, size: 13, leading: 1.4 },
  subheading: { bold: true, size: 10.5, leading: 1.4 },
  body: { size: 10, leading: 1.45 },
  question: { size: 9, leading: 1.4, muted: true, indent: 10 },
  answer: { size: 10, leading: 1.45, indent: 10 },
  note: { size: 9, leading: 1.4, muted: true },
} as const satisfies Record<string, Style>;

/** "2026-11-29 14:05" (UTC) from an ISO time; '—' for none. */
export const readableTime = (iso: string | null | undefined) =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '—';

/** 'changes_requested' → 'Changes requested'. */
export const readableAction = (action: string) => {
  const words = action.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const readableSize = (bytes: number | null) => {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};

const heading = (text: string): Block => ({ text, style: S.heading, before: 18 });
const line = (text: string, style: Style = S.body, before = 0): Block => ({ text, style, before });
const orNone = (blocks: Block[]) => (blocks.length ? blocks : [line(T.none, S.note)]);

export function summaryBlocks(d: ClientExportData): Block[] {
  const c = d.client;
  const blocks: Block[] = [
    { text: T.title(c.name), style: S.title },
    line(T.made(readableTime(d.exportedAt.toISOString())), S.note, 4),
    heading(T.details),
    line(`Name: ${c.name}`),
    line(`Email: ${c.email ?? '—'}`),
    line(`Project: ${c.project}`),
    line(`Status: ${readableAction(c.status)}`),
    line(`Journey: ${c.journey?.name ?? '—'}`),
    line(`Added on: ${readableTime(c.createdAt)}`),
    line(`Completed on: ${readableTime(c.completedAt)}`),
    line(`Last seen in the portal: ${readableTime(c.portalLastSeenAt)}`),
    line(
      `Reminders: ${c.reminders.off ? 'off' : c.reminders.intervalDays ? `every ${c.reminders.intervalDays} days` : "the workspace's default"}`,
    ),
    heading(T.contacts),
    ...orNone(
      d.contacts.map((p) =>
        line(
          `${p.name}${p.email ? ` <${p.email}>` : ''}${p.primary ? ' (primary)' : ''}${p.role ? `, ${p.role}` : ''}`,
        ),
      ),
    ),
    heading(T.answers),
    ...orNone(
      d.answers.flatMap((set) => [
        line(
          `${set.stage ?? 'A removed stage'}${set.draft ? ` (${T.draft})` : ` · sent ${readableTime(set.submittedAt)}`}`,
          S.subheading,
          8,
        ),
        ...set.answers.flatMap((a) => [line(a.question, S.question, 3), line(a.answer, S.answer)]),
      ]),
    ),
    heading(T.files),
    ...orNone(
      d.files.map((f) =>
        line(
          `${f.path} · ${[readableSize(f.size), readableTime(f.createdAt)].filter(Boolean).join(' · ')}${f.available ? '' : ' (could not be read)'}`,
        ),
      ),
    ),
    heading(T.consents),
    line(
      `Emails from this business: ${c.emailUnsubscribedAt ? `unsubscribed on ${readableTime(c.emailUnsubscribedAt)}` : 'subscribed'}`,
    ),
    ...d.consents.emailUnsubscribe.contacts
      .filter((p) => p.unsubscribedAt)
      .map((p) => line(`${p.name} unsubscribed on ${readableTime(p.unsubscribedAt)}`)),
    ...d.consents.electronicSignature.map((s) =>
      line(`${s.name} agreed to sign "${s.agreement}" electronically on ${readableTime(s.consentedAt)}`),
    ),
    ...d.consents.testimonialPublishing.map((t) =>
      line(`${t.name} ${t.publishPermission ? 'allowed' : 'did not allow'} their testimonial to be published`),
    ),
    heading(T.events),
    ...orNone(
      d.events.map((e) =>
        line(
          `${readableTime(e.at)} · ${readableAction(e.source)}: ${readableAction(e.action)}${e.subject ? ` (${e.subject})` : ''}${e.by ? ` by ${e.by}` : ''}`,
        ),
      ),
    ),
  ];
  return blocks;
}
