import { isTimeZone } from '../settings/timezones';
import type { AgreementEventKind, AgreementSource, SignatureKind, SignerKind } from './agreement-types';

/**
 * The certificate page of a final PDF: what the server draws after the signed pages, as lines.
 * Every signer with their UTC time and local time in their own zone, IP address, browser and
 * method, the SHA-256 of the original, then the whole audit trail. Pure and deterministic (the
 * same data gives the same lines, so the final PDF is reproducible). Zod-free.
 */

export interface CertificateSigner {
  name: string;
  email: string | null;
  kind: SignerKind;
  roleLabel: string | null;
  signedAt: Date | null;
  timeZone: string | null;
  ip: string | null;
  userAgent: string | null;
  signatureKind: SignatureKind | null;
  viewedAt: Date | null;
  consentedAt: Date | null;
  /** When their emailed code was confirmed; null when none was required. */
  verifiedAt: Date | null;
}

export interface CertificateEvent {
  kind: AgreementEventKind;
  at: Date;
  /** Who acted, by name. */
  actor: string;
  timeZone: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface CertificateData {
  agreementId: string;
  title: string;
  version: number;
  workspaceName: string;
  source: AgreementSource;
  pageCount: number;
  originalSha256: string;
  /**
   * A document cannot hold its own hash: the final PDF's certificate leaves this null and says
   * where the hash is checked. A certificate printed apart from the final PDF gives it.
   */
  finalSha256?: string | null;
  createdAt: Date;
  completedAt: Date | null;
  signers: readonly CertificateSigner[];
  /** The audit trail; drawn oldest first whatever the order given. */
  events: readonly CertificateEvent[];
  /** The public verify page, absolute. */
  verifyUrl: string;
}

export type CertificateLine =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  /** A label and its value on one row ("SHA-256 (original)", "e3b0…"). */
  | { kind: 'field'; label: string; text: string }
  | { kind: 'text'; text: string }
  /** One row of the audit trail: its UTC time, then what happened. */
  | { kind: 'event'; label: string; text: string }
  /** Space before the next signer. */
  | { kind: 'gap' };

const EVENT_LABELS: Record<AgreementEventKind, string> = {
  created: 'Created',
  sent: 'Sent for signature',
  viewed: 'Document viewed (every page)',
  consent_given: 'Consent to sign electronically given',
  code_sent: 'Email code sent',
  code_verified: 'Email code confirmed',
  signed: 'Signed',
  countersigned: 'Countersigned',
  completed: 'Completed',
  declined: 'Declined',
  voided: 'Voided',
};

/** 2025-03-04 09:15:02 UTC: seconds, no milliseconds. */
export const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** 2025-03-04 10:15:02 (Europe/Paris, GMT+01:00); null without a known zone. */
export function localStamp(date: Date, timeZone: string | null): string | null {
  if (!timeZone || !isTimeZone(timeZone)) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')} (${timeZone}, ${get('timeZoneName')})`;
}

const UA_MAX = 300;
const orDash = (v: string | null | undefined) => (v?.trim() ? v.trim() : '—');

function signerLines(s: CertificateSigner): CertificateLine[] {
  const lines: CertificateLine[] = [
    { kind: 'heading', text: s.kind === 'member' ? `${s.name} (countersigner)` : s.name },
    { kind: 'field', label: 'Email', text: orDash(s.email) },
  ];
  if (s.roleLabel) lines.push({ kind: 'field', label: 'Role', text: s.roleLabel });
  lines.push(
    { kind: 'field', label: 'Signed (UTC)', text: s.signedAt ? utcStamp(s.signedAt) : '—' },
    {
      kind: 'field',
      label: 'Signed (signer’s time)',
      text:
        (s.signedAt && localStamp(s.signedAt, s.timeZone)) ||
        `time zone not reported${s.timeZone ? ` (${s.timeZone})` : ''}`,
    },
    { kind: 'field', label: 'Time zone', text: orDash(s.timeZone) },
    { kind: 'field', label: 'IP address', text: orDash(s.ip) },
    { kind: 'field', label: 'Browser', text: orDash(s.userAgent?.slice(0, UA_MAX)) },
    {
      kind: 'field',
      label: 'Method',
      text: s.signatureKind === 'drawn' ? 'Drawn signature' : s.signatureKind === 'typed' ? 'Typed name' : '—',
    },
  );
  if (s.kind === 'contact') {
    lines.push(
      { kind: 'field', label: 'Viewed every page', text: s.viewedAt ? utcStamp(s.viewedAt) : '—' },
      { kind: 'field', label: 'Consent given', text: s.consentedAt ? utcStamp(s.consentedAt) : '—' },
      {
        kind: 'field',
        label: 'Identity',
        text: s.verifiedAt
          ? `Email code confirmed ${utcStamp(s.verifiedAt)}`
          : 'No email code (no email address on file)',
      },
    );
  } else {
    lines.push({ kind: 'field', label: 'Identity', text: 'Signed in to the workspace account' });
  }
  return lines;
}

function eventText(e: CertificateEvent): string {
  const where = [e.timeZone, e.ip, e.userAgent?.slice(0, UA_MAX)].filter(Boolean).join(' · ');
  return `${EVENT_LABELS[e.kind]} by ${e.actor}${where ? ` · ${where}` : ''}`;
}

export function certificateLines(data: CertificateData): CertificateLine[] {
  const lines: CertificateLine[] = [
    { kind: 'title', text: 'Certificate of completion' },
    { kind: 'field', label: 'Document', text: data.title },
    { kind: 'field', label: 'Agreement id', text: data.agreementId },
    { kind: 'field', label: 'Version', text: String(data.version) },
    { kind: 'field', label: 'From', text: data.workspaceName },
    {
      kind: 'field',
      label: 'Source',
      text: `${data.source === 'pdf' ? 'Uploaded PDF' : 'Written agreement'}, ${data.pageCount} ${data.pageCount === 1 ? 'page' : 'pages'}`,
    },
    { kind: 'field', label: 'Created (UTC)', text: utcStamp(data.createdAt) },
    { kind: 'field', label: 'Completed (UTC)', text: data.completedAt ? utcStamp(data.completedAt) : '—' },
    { kind: 'field', label: 'SHA-256 (original)', text: data.originalSha256 },
    data.finalSha256
      ? { kind: 'field', label: 'SHA-256 (final)', text: data.finalSha256 }
      : {
          kind: 'text',
          text: `This final document is sealed with a digital signature, and its SHA-256 is recorded when sealed. Check a copy at ${data.verifyUrl}: any change to it shows there, and in any PDF reader's signature panel.`,
        },
    { kind: 'heading', text: 'Signers' },
  ];
  for (const [i, signer] of data.signers.entries()) {
    if (i > 0) lines.push({ kind: 'gap' });
    lines.push(...signerLines(signer));
  }
  lines.push({ kind: 'gap' }, { kind: 'heading', text: 'Audit trail (UTC)' });
  const events = [...data.events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of events) lines.push({ kind: 'event', label: utcStamp(e.at), text: eventText(e) });
  return lines;
}
