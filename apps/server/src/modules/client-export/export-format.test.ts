import { describe, expect, it } from 'vitest';
import { pdfinfo, pdftotext } from '../../platform/pdf/poppler-tools';
import type { ClientExportData } from './client-export-data';
import { safeSegment, uniquePaths } from './export-paths';
import { readableAction, readableSize, readableTime, summaryBlocks } from './summary-blocks';
import { renderSummaryPdf } from './summary-pdf';

describe('zip paths of the exported files', () => {
  it('keeps a name as the uploader gave it, made safe for any unzip tool', () => {
    expect(safeSegment('Brief 2026.pdf')).toBe('Brief 2026.pdf');
    expect(safeSegment('../../etc/passwd')).toBe('passwd');
    expect(safeSegment('a:b*c?.txt')).toBe('a_b_c_.txt');
    expect(safeSegment('.hidden')).toBe('hidden');
    expect(safeSegment('')).toBe('file');
    const long = safeSegment(`${'é'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('numbers a name taken in the same folder (case-insensitively), not in another', () => {
    const path = uniquePaths();
    expect(path('files', 'a.pdf')).toBe('files/a.pdf');
    expect(path('files', 'A.pdf')).toBe('files/A (2).pdf');
    expect(path('files', 'a.pdf')).toBe('files/a (3).pdf');
    expect(path('deliverables/Logo', 'a.pdf')).toBe('deliverables/Logo/a.pdf');
    expect(path('files', 'README')).toBe('files/README');
    expect(path('files', 'README')).toBe('files/README (2)');
  });
});

describe('plain-language formatting', () => {
  it('writes times, actions and sizes for people', () => {
    expect(readableTime('2026-11-29T14:05:09.123Z')).toBe('2026-11-29 14:05');
    expect(readableTime(null)).toBe('—');
    expect(readableAction('changes_requested')).toBe('Changes requested');
    expect(readableAction('consent_given')).toBe('Consent given');
    expect(readableSize(512)).toBe('512 B');
    expect(readableSize(2048)).toBe('2.0 KB');
    expect(readableSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(readableSize(null)).toBe('');
  });
});

const data = (answers: number): ClientExportData => ({
  exportedAt: new Date('2026-11-29T10:00:00Z'),
  client: {
    id: 'c',
    name: 'Ada Quill',
    email: 'ada@example.com',
    project: 'Orchids',
    status: 'active',
    journey: { name: 'Onboarding', currentStep: 1 },
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: null,
    completedAt: null,
    invitationSentAt: null,
    portalFirstOpenedAt: null,
    portalLastSeenAt: null,
    timeZone: null,
    reminders: { off: false, intervalDays: 3, lastSentAt: null },
    emailUnsubscribedAt: '2026-11-20T08:00:00.000Z',
    emailBouncedAt: null,
  },
  contacts: [],
  answers: [
    {
      id: 's',
      stage: 'Intake',
      status: 'submitted',
      draft: false,
      submittedBy: null,
      submittedAt: '2026-11-02T09:00:00.000Z',
      updatedAt: null,
      reviewedAt: null,
      answers: Array.from({ length: answers }, (_, i) => ({
        question: `Question ${i + 1}`,
        answer: `Answer number ${i + 1} ${'with several words '.repeat(i % 7)}`,
        value: null,
      })),
    },
    {
      id: 'd',
      stage: 'Kick-off',
      status: 'draft',
      draft: true,
      submittedBy: null,
      submittedAt: null,
      updatedAt: null,
      reviewedAt: null,
      answers: [],
    },
  ],
  files: [],
  testimonials: [],
  agreements: [],
  invoices: { note: '', paymentPlans: [], invoices: [], payments: [] },
  consents: {
    emailUnsubscribe: {
      client: { email: 'ada@example.com', unsubscribedAt: '2026-11-20T08:00:00.000Z' },
      contacts: [],
    },
    electronicSignature: [
      { name: 'Ada Quill', agreement: 'Service', consentedAt: '2026-11-03T10:00:00.000Z', timeZone: null },
    ],
    testimonialPublishing: [],
  },
  events: [],
  emails: [],
});

describe('summary.pdf', () => {
  it('says the details, marks drafts, lists consents and says "None." for what is empty', () => {
    const texts = summaryBlocks(data(2)).map((b) => b.text);
    expect(texts).toContain('Name: Ada Quill');
    expect(texts).toContain('Question 2');
    expect(texts.some((t) => t.startsWith('Kick-off (draft'))).toBe(true);
    expect(texts).toContain('Emails from this business: unsubscribed on 2026-11-20 08:00');
    expect(texts.some((t) => t.includes('agreed to sign "Service" electronically'))).toBe(true);
    expect(texts.filter((t) => t === 'None.').length).toBeGreaterThanOrEqual(3);
  });

  it('draws text Inter has no glyph for (emoji, CJK, Hebrew) without failing', async () => {
    const d = data(1);
    const [first] = d.answers;
    if (first) first.answers = [{ question: 'Notes 🌸', answer: '日本語 שלום — Ünïcödé 🌸', value: null }];
    const text = await pdftotext(await renderSummaryPdf(d));
    expect(text).toContain('Ünïcödé');
  }, 30_000);

  it('flows a long summary over numbered pages, every answer in its text', async () => {
    const pdf = await renderSummaryPdf(data(150));
    const pages = Number((await pdfinfo(pdf)).Pages);
    expect(pages).toBeGreaterThan(3);
    const text = await pdftotext(pdf);
    expect(text).toContain('Personal data of Ada Quill');
    expect(text).toContain('Answer number 150');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  }, 30_000);
});
