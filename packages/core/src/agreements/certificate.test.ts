import { describe, expect, it } from 'vitest';
import { type CertificateData, type CertificateLine, certificateLines, localStamp, utcStamp } from './certificate';

const ORIGINAL = 'a'.repeat(64);
const FINAL = 'b'.repeat(64);
const t = (iso: string) => new Date(iso);

const data: CertificateData = {
  agreementId: '7f1c2d3e-0000-4000-8000-000000000001',
  title: 'Service Agreement',
  version: 2,
  workspaceName: 'Studio Nine',
  source: 'text',
  pageCount: 3,
  originalSha256: ORIGINAL,
  createdAt: t('2025-03-04T09:00:00.000Z'),
  completedAt: t('2025-03-04T16:30:05.000Z'),
  verifyUrl: 'https://app.example.com/verify',
  signers: [
    {
      name: 'Ann Lee',
      email: 'ann@client.test',
      kind: 'contact',
      roleLabel: 'CEO',
      signedAt: t('2025-03-04T10:15:02.123Z'),
      timeZone: 'America/New_York',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      signatureKind: 'drawn',
      viewedAt: t('2025-03-04T10:10:00Z'),
      consentedAt: t('2025-03-04T10:12:00Z'),
      verifiedAt: t('2025-03-04T10:14:00Z'),
    },
    {
      name: 'Olga Owner',
      email: 'olga@studio.test',
      kind: 'member',
      roleLabel: null,
      signedAt: t('2025-03-04T16:30:05Z'),
      timeZone: 'Asia/Kolkata',
      ip: '2001:db8::1',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
      signatureKind: 'typed',
      viewedAt: null,
      consentedAt: null,
      verifiedAt: null,
    },
  ],
  events: [
    {
      kind: 'signed',
      at: t('2025-03-04T10:15:02Z'),
      actor: 'Ann Lee',
      timeZone: 'America/New_York',
      ip: '203.0.113.7',
      userAgent: 'UA-1',
    },
    { kind: 'created', at: t('2025-03-04T09:00:00Z'), actor: 'Olga Owner', timeZone: null, ip: null, userAgent: null },
    {
      kind: 'countersigned',
      at: t('2025-03-04T16:30:05Z'),
      actor: 'Olga Owner',
      timeZone: 'Asia/Kolkata',
      ip: '2001:db8::1',
      userAgent: 'UA-2',
    },
    { kind: 'completed', at: t('2025-03-04T16:30:05Z'), actor: 'System', timeZone: null, ip: null, userAgent: null },
  ],
};

const texts = (lines: CertificateLine[]) =>
  lines.map((l) => ('label' in l ? `${l.label}: ${l.text}` : 'text' in l ? l.text : ''));

describe('certificateLines', () => {
  const lines = certificateLines(data);
  const all = texts(lines).join('\n');

  it('opens with the document: title, id, version, the original hash', () => {
    expect(lines[0]).toEqual({ kind: 'title', text: 'Certificate of completion' });
    expect(all).toContain('Document: Service Agreement');
    expect(all).toContain(`Agreement id: ${data.agreementId}`);
    expect(all).toContain('Version: 2');
    expect(all).toContain('Written agreement, 3 pages');
    expect(all).toContain(`SHA-256 (original): ${ORIGINAL}`);
    expect(all).toContain('Completed (UTC): 2025-03-04 16:30:05 UTC');
  });

  it("has each signer's UTC time, local time in their zone, zone, IP, browser and method", () => {
    expect(all).toContain('Ann Lee');
    expect(all).toContain('Email: ann@client.test');
    expect(all).toContain('Role: CEO');
    expect(all).toContain('Signed (UTC): 2025-03-04 10:15:02 UTC');
    expect(all).toContain('Signed (signer’s time): 2025-03-04 05:15:02 (America/New_York, GMT-05:00)');
    expect(all).toContain('IP address: 203.0.113.7');
    expect(all).toContain('Browser: Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    expect(all).toContain('Method: Drawn signature');
    expect(all).toContain('Identity: Email code confirmed 2025-03-04 10:14:00 UTC');
    expect(all).toContain('Consent given: 2025-03-04 10:12:00 UTC');

    expect(all).toContain('Olga Owner (countersigner)');
    expect(all).toContain('Signed (UTC): 2025-03-04 16:30:05 UTC');
    expect(all).toContain('Signed (signer’s time): 2025-03-04 22:00:05 (Asia/Kolkata, GMT+05:30)');
    expect(all).toContain('IP address: 2001:db8::1');
    expect(all).toContain('Browser: Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0');
    expect(all).toContain('Method: Typed name');
  });

  it('both hashes when the final one is given; otherwise says where the final one is checked', () => {
    const withFinal = texts(certificateLines({ ...data, finalSha256: FINAL })).join('\n');
    expect(withFinal).toContain(`SHA-256 (original): ${ORIGINAL}`);
    expect(withFinal).toContain(`SHA-256 (final): ${FINAL}`);
    expect(all).not.toContain('SHA-256 (final)');
    expect(all).toContain('https://app.example.com/verify');
  });

  it('lists the audit trail oldest first, with UTC times, zone, IP and browser', () => {
    const events = lines.filter((l) => l.kind === 'event');
    expect(events.map((e) => ('label' in e ? e.label : ''))).toEqual([
      '2025-03-04 09:00:00 UTC',
      '2025-03-04 10:15:02 UTC',
      '2025-03-04 16:30:05 UTC',
      '2025-03-04 16:30:05 UTC',
    ]);
    expect(events.map((e) => ('text' in e ? e.text : ''))).toEqual([
      'Created by Olga Owner',
      'Signed by Ann Lee · America/New_York · 203.0.113.7 · UA-1',
      'Countersigned by Olga Owner · Asia/Kolkata · 2001:db8::1 · UA-2',
      'Completed by System',
    ]);
  });

  it('is deterministic, and a missing or unknown zone says so rather than guessing', () => {
    expect(certificateLines(data)).toEqual(lines);
    const [first] = data.signers;
    const noZone = texts(certificateLines({ ...data, signers: [{ ...first!, timeZone: 'Mars/Base' }] })).join('\n');
    expect(noZone).toContain('Signed (signer’s time): time zone not reported (Mars/Base)');
    expect(localStamp(t('2025-07-01T12:00:00Z'), 'Europe/Paris')).toBe('2025-07-01 14:00:00 (Europe/Paris, GMT+02:00)');
    expect(localStamp(t('2025-07-01T12:00:00Z'), null)).toBeNull();
    expect(utcStamp(t('2025-07-01T12:00:00.999Z'))).toBe('2025-07-01 12:00:00 UTC');
  });
});
