import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_TEMPLATE_IDS,
  AGREEMENT_TEMPLATES,
  agreementTemplate,
  hasSampleNote,
  SAMPLE_NOTE,
} from './agreement-templates';
import { AGREEMENT_LIMITS } from './agreement-types';
import {
  agreementConfigProblem,
  agreementVariables,
  BUILTIN_VARIABLES,
  fillAgreement,
  malformedVariables,
  parseAgreementText,
} from './agreement-variables';

describe('built-in agreement templates', () => {
  it('are the three samples, in order, each found by id', () => {
    expect(AGREEMENT_TEMPLATES.map((t) => t.id)).toEqual([...AGREEMENT_TEMPLATE_IDS]);
    for (const id of AGREEMENT_TEMPLATE_IDS) expect(agreementTemplate(id)?.id).toBe(id);
    expect(agreementTemplate('nope')).toBeUndefined();
  });

  it.each(AGREEMENT_TEMPLATES)('$id: marked as a sample, well-formed, sendable once reviewed', (t) => {
    expect(t.body.startsWith(SAMPLE_NOTE)).toBe(true);
    expect(SAMPLE_NOTE).toMatch(/lawyer/);
    expect(hasSampleNote(t.body)).toBe(true);
    expect(malformedVariables(t.body)).toEqual([]);
    // Every pair of braces is a well-formed variable.
    expect(t.body.match(/\{\{/g)?.length).toBe(t.body.match(/\{\{[a-z][a-z0-9_]*\}\}/g)?.length);
    expect(t.title.length).toBeLessThanOrEqual(AGREEMENT_LIMITS.title);
    expect(t.body.length).toBeLessThanOrEqual(AGREEMENT_LIMITS.body);
    // Reasonable length: a real document, several sections.
    expect(t.body.length).toBeGreaterThan(2500);
    const blocks = parseAgreementText(t.body);
    // The title heads the rendered document already: the text does not repeat it.
    expect(blocks.some((b) => b.text === t.title)).toBe(false);
    expect(blocks.filter((b) => b.kind === 'subheading').length).toBeGreaterThanOrEqual(6);
    expect(
      agreementConfigProblem({
        source: 'text',
        title: t.title,
        body: t.body,
        documentId: null,
        order: 'clients_first',
      }),
    ).toBeNull();
  });

  it.each(AGREEMENT_TEMPLATES)('$id: uses built-in and custom variables, all filled leaves no braces', (t) => {
    const custom = agreementVariables(t.body);
    expect(custom.length).toBeGreaterThanOrEqual(3);
    for (const name of ['client_name', 'workspace_name', 'date', 'contact_name'])
      expect(t.body).toContain(`{{${name}}}`);
    const values = Object.fromEntries([...BUILTIN_VARIABLES, ...custom].map((n) => [n, `<${n}>`]));
    expect(fillAgreement(t.body, values)).not.toMatch(/\{\{|\}\}/);
  });

  it('the service agreement covers scope, fees, deposit, IP and termination', () => {
    const body = agreementTemplate('service-agreement')?.body ?? '';
    for (const topic of ['Services', 'Fees and payment', 'deposit', 'Intellectual property', 'Termination']) {
      expect(body).toContain(topic);
    }
    expect(agreementVariables(body)).toEqual(expect.arrayContaining(['fee', 'deposit', 'start_date', 'governing_law']));
  });

  it('the NDA is mutual and the release covers the people shown', () => {
    expect(agreementTemplate('nda')?.body).toMatch(/Mutual Non-Disclosure/);
    expect(agreementTemplate('nda')?.body).toMatch(/each a "Party"/);
    expect(agreementTemplate('content-release')?.body).toMatch(/every identifiable person/);
  });
});
