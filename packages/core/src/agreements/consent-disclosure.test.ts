import { describe, expect, it } from 'vitest';
import { esignConsentDisclosure } from './consent-disclosure';

/** ESIGN section 101(c)(1): every disclosure the consumer must get before consenting. */
describe('esignConsentDisclosure', () => {
  const d = esignConsentDisclosure({ workspaceName: 'Studio Nine', contactEmail: 'hello@studio9.test', title: 'NDA' });
  const item = (key: string) => d.items.find((i) => i.key === key)?.text ?? '';
  const all = d.items.map((i) => `${i.title} ${i.text}`).join('\n');

  it('has each required item once, in order', () => {
    expect(d.items.map((i) => i.key)).toEqual(['paper', 'withdraw', 'scope', 'contact', 'requirements', 'access']);
  });

  it('(A)(i), (C): the right to paper, how to ask for it, and that it is free', () => {
    expect(item('paper')).toMatch(/right to receive .* on paper/);
    expect(item('paper')).toContain('email Studio Nine at hello@studio9.test');
    expect(item('paper')).toMatch(/free of charge/);
    expect(item('paper')).toMatch(/before or after signing/);
  });

  it('(A)(i), (B): the right to withdraw, how, the consequences and any fee', () => {
    const text = item('withdraw');
    expect(text).toMatch(/withdraw this consent at any time/);
    expect(text).toMatch(/at no cost/);
    expect(text).toContain('Decline to sign');
    expect(text).toContain('hello@studio9.test');
    expect(text).toMatch(/will not be signed electronically/);
    expect(text).toMatch(/paper copy for you to sign/);
    expect(text).toMatch(/does not undo a signature/);
  });

  it('(A)(ii): the scope is this agreement and its records only', () => {
    expect(item('scope')).toContain('“NDA”');
    expect(item('scope')).toMatch(/covers only/);
    expect(item('scope')).toMatch(/does not cover any other document/);
  });

  it('(B): how to update contact details', () => {
    expect(item('contact')).toMatch(/email address/);
    expect(item('contact')).toMatch(/If it changes/);
    expect(item('contact')).toContain('hello@studio9.test');
  });

  it('(C)(i): the hardware and software needed to open and keep the records', () => {
    const text = item('requirements');
    expect(text).toMatch(/phone, tablet or computer/);
    expect(text).toMatch(/web browser/);
    expect(text).toMatch(/PDF reader/);
    expect(text).toMatch(/email/);
    expect(text).toMatch(/save the PDF|print/);
  });

  it('(C)(ii): consenting here demonstrates they can open the records', () => {
    expect(item('access')).toMatch(/opened and read the document/);
    expect(item('access')).toMatch(/you can open and keep the records/);
  });

  it('an agree label and a heading; without an email, says to reply to their emails', () => {
    expect(d.heading).toBeTruthy();
    expect(d.agreeLabel).toMatch(/I agree/);
    expect(all).not.toContain('null');
    const noEmail = esignConsentDisclosure({ workspaceName: ' ', contactEmail: null });
    expect(noEmail.items[0]?.text).toContain('reply to any email from your service provider');
    expect(noEmail.items[2]?.text).toContain('this agreement');
  });
});
