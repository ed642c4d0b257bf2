import { DEFAULT_INVITATION_BODY, DEFAULT_INVITATION_SUBJECT, SAMPLE_INVITATION_VALUES } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import { previewParagraphs, previewSubject, sampleValues } from './invitation-preview';

const values = sampleValues('Northwind Studio');

describe('the invitation preview', () => {
  it('fills the sample values with the workspace’s own name', () => {
    expect(values).toEqual({ ...SAMPLE_INVITATION_VALUES, workspace_name: 'Northwind Studio' });
    expect(sampleValues('  ').workspace_name).toBe('Bloom');
    expect(previewSubject(DEFAULT_INVITATION_SUBJECT, values)).toBe(
      'Northwind Studio: your client portal for Website redesign',
    );
  });

  it('splits the body into paragraphs on blank lines and keeps the link apart', () => {
    const paragraphs = previewParagraphs(DEFAULT_INVITATION_BODY, values);
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0]).toEqual([{ kind: 'text', text: 'Hi Jordan Lee,' }]);
    expect(paragraphs[2]).toEqual([
      { kind: 'text', text: 'Open your portal: ' },
      { kind: 'link', url: SAMPLE_INVITATION_VALUES.link },
    ]);
    expect(paragraphs[3]).toEqual([{ kind: 'text', text: 'Looking forward to working with you,\nNorthwind Studio' }]);
  });

  it('keeps a link in the middle of a line, twice, and with spaces inside the braces', () => {
    expect(previewParagraphs('Go to {{ link }} now, or {{link}}.', values)).toEqual([
      [
        { kind: 'text', text: 'Go to ' },
        { kind: 'link', url: values.link },
        { kind: 'text', text: ' now, or ' },
        { kind: 'link', url: values.link },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('leaves out empty paragraphs and keeps an unknown variable as typed', () => {
    expect(previewParagraphs('\n\n  \n\nHi {{nickname}}\r\n\r\n{{link}}\n\n', values)).toEqual([
      [{ kind: 'text', text: 'Hi {{nickname}}' }],
      [{ kind: 'link', url: values.link }],
    ]);
    expect(previewSubject('  Hello\n{{client_name}}  ', values)).toBe('Hello Jordan Lee');
  });
});
