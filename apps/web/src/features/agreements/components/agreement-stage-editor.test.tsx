import {
  AGREEMENT_MESSAGES,
  AGREEMENT_TEMPLATES,
  defaultAgreementConfig,
  type StageAgreementConfig,
} from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { render, textOf } from '../agreements-test-data';
import { AgreementStageEditor, fromTemplate } from './agreement-stage-editor';
import { insertVariable } from './agreement-text-editor';
import { variableNameProblem } from './variable-menu';

const editor = (
  value: StageAgreementConfig,
  extra: { document?: { fileName: string; pageCount: number } | null; readOnly?: boolean } = {},
) =>
  render(
    <AgreementStageEditor
      journeyId="j1"
      stageName="Contract"
      value={value}
      document={extra.document ?? null}
      readOnly={extra.readOnly ?? false}
      onChange={() => {}}
    />,
  );

const BODY =
  '# Agreement\n\nBetween {{workspace_name}} and {{client_name}}.\n\n- Fee: {{fee}}\n- Starts {{ start_date }}';

describe('AgreementStageEditor', () => {
  it('offers the three samples, each marked to review with a lawyer, and a blank page while there is no text', () => {
    const text = textOf(editor(defaultAgreementConfig('Contract')));
    for (const template of AGREEMENT_TEMPLATES) expect(text).toContain(template.name);
    expect(text.match(/Sample — review with a lawyer before use/g)).toHaveLength(AGREEMENT_TEMPLATES.length);
    expect(text).toContain('Blank');
    expect(text).toContain('Write from a template');
    expect(text).toContain('Upload a PDF');
  });

  it('previews the text with built-in variables as placeholders, and lists the per-client ones', () => {
    const html = editor({ ...defaultAgreementConfig('Contract'), body: BODY });
    const text = textOf(html);
    expect(text).not.toContain('Sample — review with a lawyer');
    expect(text).toContain('Filled in per client: {{fee}}, {{start_date}}');
    expect(html).toMatch(/<mark data-variable="client_name"[^>]*>[^<]+<\/mark>/);
    expect(html).toMatch(/<mark data-variable="fee"[^>]*>fee<\/mark>/);
    expect(html).toMatch(/<h4[^>]*>Agreement<\/h4>/);
    expect(html).toMatch(/<li>Fee: <mark/);
    expect(text).toContain('Insert variable');
  });

  it('warns about a malformed variable and a leftover sample note', () => {
    const sample = AGREEMENT_TEMPLATES[0]!;
    const text = textOf(editor({ ...defaultAgreementConfig('Contract'), body: `${sample.body}\n{{Start Date}}` }));
    expect(text).toContain(AGREEMENT_MESSAGES.malformedVariable('{{Start Date}}'));
    expect(text).toContain(AGREEMENT_MESSAGES.sampleWarning);
  });

  it('shows an uploaded PDF by name and pages, and a saved one as on file', () => {
    const pdf = { ...defaultAgreementConfig('Contract'), source: 'pdf' as const, documentId: 'doc-1' };
    const uploaded = textOf(editor(pdf, { document: { fileName: 'msa.pdf', pageCount: 12 } }));
    expect(uploaded).toContain('msa.pdf 12 pages');
    expect(uploaded).toContain('Replace PDF');
    expect(textOf(editor(pdf))).toContain('PDF on file');
    expect(textOf(editor({ ...pdf, documentId: null }))).toContain('Choose a PDF');
  });

  it('shows a read-only stage without its controls', () => {
    const html = editor({ ...defaultAgreementConfig('Contract'), body: BODY }, { readOnly: true });
    expect(textOf(html)).not.toContain('Insert variable');
    expect(textOf(html)).not.toContain('Start from a template');
    expect(html).toMatch(/<textarea[^>]*readOnly=""/);
  });
});

describe('editor helpers', () => {
  it('puts a template’s title and text in, keeping the order', () => {
    const template = AGREEMENT_TEMPLATES[1]!;
    const value = { ...defaultAgreementConfig('Contract'), order: 'owner_first' as const };
    expect(fromTemplate(value, template, 'Contract')).toEqual({
      ...value,
      title: template.title,
      body: template.body,
    });
    expect(fromTemplate({ ...value, title: '' }, null, 'NDA stage')).toMatchObject({ title: 'NDA stage', body: '' });
  });

  it('inserts a variable in place of the selection, the cursor after it', () => {
    expect(insertVariable('Fee: X.', 5, 6, 'fee')).toEqual({ body: 'Fee: {{fee}}.', caret: 12 });
  });

  it('refuses a new variable’s name that is not snake_case or is built in', () => {
    expect(variableNameProblem('start_date')).toBeNull();
    expect(variableNameProblem('Start date')).not.toBeNull();
    expect(variableNameProblem('1st')).not.toBeNull();
    expect(variableNameProblem('client_name')).toContain('built in');
  });
});
