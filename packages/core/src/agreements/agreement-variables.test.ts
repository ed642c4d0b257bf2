import { describe, expect, it } from 'vitest';
import {
  agreementConfigProblem,
  agreementVariables,
  builtinValues,
  fillAgreement,
  joinNames,
  malformedVariables,
  missingVariables,
  parseAgreementText,
} from './agreement-variables';

describe('agreement variables', () => {
  it('lists the custom variables in order of first appearance, once each, built-ins left out', () => {
    const body = 'Fee {{fee}} for {{client_name}} from {{ start_date }}; again {{fee}} on {{date}}, {{deposit}}.';
    expect(agreementVariables(body)).toEqual(['fee', 'start_date', 'deposit']);
    expect(agreementVariables('No variables here, {single} braces.')).toEqual([]);
  });

  it('points out tokens in braces that are not variables', () => {
    expect(malformedVariables('{{Fee}} {{start date}} {{ok_one}} {{}} {{9lives}}')).toEqual([
      '{{Fee}}',
      '{{start date}}',
      '{{}}',
      '{{9lives}}',
    ]);
  });

  it('fills known variables, leaves unknown ones as written and does not fill a value twice', () => {
    const values = { ...builtinValues(base), fee: '$1,000 {{deposit}}' };
    expect(fillAgreement('{{client_name}} pays {{ fee }}; {{deposit}} due on {{date}}.', values)).toBe(
      'Acme pays $1,000 {{deposit}}; {{deposit}} due on March 3, 2025.',
    );
  });

  it('fills the built-ins, joining every signing contact', () => {
    expect(builtinValues(base)).toEqual({
      client_name: 'Acme',
      project_name: 'Website',
      contact_name: 'Ann, Bob and Cy',
      workspace_name: 'Studio',
      date: 'March 3, 2025',
    });
    expect(joinNames(['Ann'])).toBe('Ann');
    expect(joinNames(['Ann', 'Bob'])).toBe('Ann and Bob');
    expect(joinNames([])).toBe('');
  });

  it('reports the custom variables still missing a value (blank counts as missing)', () => {
    expect(missingVariables('{{fee}} {{deposit}} {{client_name}}', { fee: '10', deposit: '  ' })).toEqual(['deposit']);
    // Own values only: a name an object inherits is still missing.
    expect(missingVariables('{{constructor}} {{to_string}}', {})).toEqual(['constructor', 'to_string']);
    expect(fillAgreement('{{constructor}}', {})).toBe('{{constructor}}');
  });
});

const base = {
  clientName: 'Acme',
  projectName: 'Website',
  contactNames: ['Ann', 'Bob', 'Cy'],
  workspaceName: 'Studio',
  date: 'March 3, 2025',
};

describe('parseAgreementText', () => {
  it('reads headings, subheadings, paragraphs and bullets', () => {
    const body = [
      '# Service Agreement',
      '',
      'First line of a paragraph',
      'second line kept as a break.',
      '',
      '## 1. Fees',
      '- Deposit due now',
      '  continued on the next line',
      '- Balance on delivery',
      'After the list: a paragraph',
      '#not a heading',
      '',
      '',
    ].join('\r\n');
    expect(parseAgreementText(body)).toEqual([
      { kind: 'heading', text: 'Service Agreement' },
      { kind: 'paragraph', text: 'First line of a paragraph\nsecond line kept as a break.' },
      { kind: 'subheading', text: '1. Fees' },
      { kind: 'bullet', text: 'Deposit due now continued on the next line' },
      { kind: 'bullet', text: 'Balance on delivery After the list: a paragraph #not a heading' },
    ]);
  });

  it('a blank line ends a bullet; an empty text has no blocks', () => {
    expect(parseAgreementText('- One\n\nTwo')).toEqual([
      { kind: 'bullet', text: 'One' },
      { kind: 'paragraph', text: 'Two' },
    ]);
    expect(parseAgreementText('  \n\n ')).toEqual([]);
  });
});

describe('agreementConfigProblem', () => {
  const config = {
    source: 'text',
    title: 'NDA',
    body: 'Text {{fee}}',
    documentId: null,
    order: 'clients_first',
  } as const;
  it('is null for a sendable config and names what is missing otherwise', () => {
    expect(agreementConfigProblem(config)).toBeNull();
    expect(agreementConfigProblem(null)).toMatch(/journey editor/);
    expect(agreementConfigProblem({ ...config, body: '  ' })).toMatch(/Write the agreement/);
    expect(agreementConfigProblem({ ...config, body: 'Pay {{Fee}}' })).toMatch(/\{\{Fee\}\} is not a variable/);
    expect(agreementConfigProblem({ ...config, source: 'pdf' })).toMatch(/Upload the agreement PDF/);
    expect(agreementConfigProblem({ ...config, source: 'pdf', documentId: 'd' })).toBeNull();
  });
});
