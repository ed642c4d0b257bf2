import { describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf-text';
import { PNG, type StorageFixture } from '../helpers/storage';
import type { TestApp } from '../helpers/test-app';
import { type Owner, useStorageApp } from '../helpers/use-test-app';
import { exportOf, fullClient, json, type Person, unzip } from './export-fixtures';

/**
 * "Export this client's data" (issue 38; GDPR access and portability): the zip holds everything
 * kept about the client, the bytes of their files, a readable PDF, and nothing of anyone else.
 */
let t: TestApp, fx: StorageFixture, app: TestApp['app'], owner: Owner;
useStorageApp({}, ['owner'], (env) => ({ t, fx, app, owner } = env));

const ADA: Person = {
  name: 'Ada Quill',
  email: 'ada.quill@example.com',
  about: 'We grow rare orchids in Lyon.',
  goal: 'Open a second greenhouse',
  quote: 'Ada found the portal delightful.',
};
const BEN: Person = {
  name: 'Ben Marsh',
  email: 'ben.marsh@example.com',
  about: 'Bespoke furniture from reclaimed oak.',
  goal: 'Sell in Berlin',
  quote: 'Ben would hire them again.',
};

interface AnswerSet {
  stage: string;
  draft: boolean;
  answers: { question: string; answer: string }[];
}

describe('GET /api/clients/:id/data-export', () => {
  it('streams a zip of the client’s data, files and summary, and nothing of another client', async () => {
    const ada = await fullClient(app, t, fx, owner.cookie, ADA);
    await fullClient(app, t, fx, owner.cookie, BEN);

    const res = await exportOf(app, owner.cookie, ada.client.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(`filename="bloom-client-ada-quill-${today}.zip"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const files = await unzip(bytes);

    for (const name of [
      'README.txt',
      'summary.pdf',
      'client.json',
      'contacts.json',
      'answers.json',
      'files.json',
      'testimonial.json',
      'agreements.json',
      'invoices.json',
      'consents.json',
      'audit-events.json',
      'emails.json',
    ]) {
      expect(files.has(name), name).toBe(true);
    }
    expect(files.get('README.txt')?.toString()).toContain('answers.json');

    const client = json<{ name: string; email: string; emailUnsubscribedAt: string | null }>(files, 'client.json');
    expect(client).toMatchObject({ name: ADA.name, email: ADA.email });
    expect(client.emailUnsubscribedAt).not.toBeNull();

    const contacts = json<{ name: string }[]>(files, 'contacts.json');
    expect(contacts.map((c) => c.name)).toEqual([ADA.name, `${ADA.name} Partner`]);

    const answers = json<AnswerSet[]>(files, 'answers.json');
    const intake = answers.find((a) => a.stage === 'Intake');
    expect(intake?.draft).toBe(false);
    expect(intake?.answers).toContainEqual(expect.objectContaining({ question: 'About you', answer: ADA.about }));
    expect(intake?.answers).toContainEqual(
      expect.objectContaining({ question: 'Brief', answer: `${ADA.name} brief.pdf` }),
    );
    const kickoff = answers.find((a) => a.stage === 'Kick-off');
    expect(kickoff).toMatchObject({ draft: true, answers: [expect.objectContaining({ answer: ADA.goal })] });

    // The file bytes, read back through storage.
    expect(files.get(`files/${ADA.name} brief.pdf`)?.equals(ada.brief)).toBe(true);
    expect(files.get('deliverables/Logo pack/logo.png')?.equals(PNG)).toBe(true);
    expect(files.get('agreements/Service agreement v1 signed.pdf')?.equals(ada.signedPdf)).toBe(true);

    expect(json<{ text: string; publishPermission: boolean }[]>(files, 'testimonial.json')).toEqual([
      expect.objectContaining({ text: ADA.quote }),
    ]);
    const agreements = json<{ title: string; signers: { name: string; eSignConsentAt: string }[] }[]>(
      files,
      'agreements.json',
    );
    expect(agreements[0]).toMatchObject({ title: 'Service agreement', signers: [{ name: ADA.name }] });
    const consents = json<{
      emailUnsubscribe: { client: { unsubscribedAt: string | null } };
      electronicSignature: { name: string }[];
      testimonialPublishing: unknown[];
    }>(files, 'consents.json');
    expect(consents.emailUnsubscribe.client.unsubscribedAt).not.toBeNull();
    expect(consents.electronicSignature).toEqual([expect.objectContaining({ name: ADA.name })]);
    expect(consents.testimonialPublishing).toHaveLength(1);

    const events = json<{ source: string; action: string }[]>(files, 'audit-events.json');
    expect(events).toContainEqual(expect.objectContaining({ source: 'agreement', action: 'signed' }));
    expect(events).toContainEqual(expect.objectContaining({ source: 'testimonial', action: 'submitted' }));
    expect(events.some((e) => e.source === 'journey')).toBe(true);

    const emails = json<{ subject: string }[]>(files, 'emails.json');
    expect(emails.map((e) => e.subject)).toEqual([`Welcome ${ADA.name}`]);

    // Nothing of Ben anywhere in the zip: not his name, address, answers, testimonial or files.
    for (const [name, data] of files) {
      if (name.endsWith('.pdf') || name.endsWith('.png')) continue;
      const text = data.toString('utf8');
      for (const secret of [BEN.name, BEN.email, BEN.about, BEN.goal, BEN.quote]) {
        expect(text.includes(secret), `${secret} in ${name}`).toBe(false);
      }
    }
    expect([...files.keys()].some((k) => k.includes('Ben'))).toBe(false);

    // The summary is a valid PDF with the client's answers as text.
    const pdf = files.get('summary.pdf') as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(ADA.name);
    expect(text).toContain(ADA.about);
    expect(text).not.toContain(BEN.name);
  });
});
