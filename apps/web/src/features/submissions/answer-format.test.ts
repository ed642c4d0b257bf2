import { describe, expect, it } from 'vitest';
import { answerText, attachmentUrl, describeAnswer, formatDateTime, isPreviewableImage } from './answer-format';

const file = {
  attachmentId: '5f0c1d9e-8f3a-4c2b-9d1e-5a7f3c2b1d0e',
  name: 'brief.pdf',
  size: 1536,
  mimeType: 'application/pdf',
};
const answer = (
  fieldType: Parameters<typeof describeAnswer>[0]['fieldType'],
  value: unknown,
  maxRating: number | null = null,
) => describeAnswer({ fieldType, value, maxRating });

describe('describeAnswer', () => {
  it('shows missing, blank and empty-list answers as empty', () => {
    for (const v of [null, undefined, '', '   ', []]) expect(answer('text', v)).toEqual({ kind: 'empty' });
  });

  it('shows a file with its size in Bytes/KB/MB and previews images only', () => {
    expect(answer('file', file)).toEqual({ kind: 'file', file, sizeLabel: '1.5 KB', preview: false });
    const photo = { ...file, name: 'logo.png', size: 3 * 1024 * 1024, mimeType: 'image/png' };
    expect(answer('file', photo)).toMatchObject({ kind: 'file', sizeLabel: '3 MB', preview: true });
    expect(answer('file', { ...file, size: 12 })).toMatchObject({ sizeLabel: '12 Bytes' });
  });

  it('keeps showing a file whose field was removed', () => {
    expect(answer(null, file)).toMatchObject({ kind: 'file' });
  });

  it('shows a colour as a swatch only for a hex value', () => {
    expect(answer('color', '#14B8A6')).toEqual({ kind: 'color', hex: '#14b8a6' });
    expect(answer('color', 'teal')).toEqual({ kind: 'text', text: 'teal' });
  });

  it('labels star ratings "N out of M stars", clamped to the field maximum', () => {
    expect(answer('star-rating', 4, 5)).toEqual({ kind: 'rating', value: 4, max: 5, label: '4 out of 5 stars' });
    expect(answer('star-rating', 3, null)).toMatchObject({ max: 5, label: '3 out of 5 stars' });
    expect(answer('star-rating', 12, 10)).toMatchObject({ value: 10, label: '10 out of 10 stars' });
  });

  it('names approval decisions', () => {
    expect(answer('approval', 'approved')).toEqual({ kind: 'approval', approved: true, label: 'Approved' });
    expect(answer('approval', 'changes_requested')).toEqual({
      kind: 'approval',
      approved: false,
      label: 'Changes requested',
    });
  });

  it('lists checkbox choices and says Yes/No for booleans', () => {
    expect(answer('checkbox', ['Logo', 'Website'])).toEqual({ kind: 'list', items: ['Logo', 'Website'] });
    expect(answer('checkbox', true)).toEqual({ kind: 'text', text: 'Yes' });
    expect(answer('checkbox', false)).toEqual({ kind: 'text', text: 'No' });
  });

  it('groups a number answer (en-US) and keeps its decimals', () => {
    expect(answer('number', 5000)).toEqual({ kind: 'number', text: '5,000' });
    expect(answer('number', 1_250_000.75)).toEqual({ kind: 'number', text: '1,250,000.75' });
    expect(answer('number', -12.125)).toEqual({ kind: 'number', text: '-12.125' });
    expect(answer('number', 0)).toEqual({ kind: 'number', text: '0' });
    // Stored as text before the field became a number: read the same way.
    expect(answer('number', '12,500')).toEqual({ kind: 'number', text: '12,500' });
    expect(answer('number', 'about ten')).toEqual({ kind: 'text', text: 'about ten' });
  });

  it('writes a date answer as a readable day, the same in every time zone', () => {
    expect(answer('date', '2027-03-31')).toEqual({ kind: 'date', iso: '2027-03-31', text: 'Mar 31, 2027' });
    expect(answer('date', '2028-01-01')).toMatchObject({ text: 'Jan 1, 2028' });
    expect(answer('date', '2027-02-30')).toEqual({ kind: 'text', text: '2027-02-30' });
    expect(answer('text', '2027-03-31')).toEqual({ kind: 'text', text: '2027-03-31' });
  });

  it('shows numbers and unknown objects as plain text', () => {
    expect(answer('text', 42)).toEqual({ kind: 'text', text: '42' });
    expect(answer(null, { a: '<b>1</b>' })).toEqual({ kind: 'text', text: '{"a":"<b>1</b>"}' });
  });
});

describe('answerText', () => {
  it('survives values JSON cannot write', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(answerText(loop)).toBe('[object Object]');
  });
});

describe('attachmentUrl', () => {
  it('builds the inline and download addresses of a client file', () => {
    expect(attachmentUrl('c1', 'a1')).toBe('/api/clients/c1/attachments/a1');
    expect(attachmentUrl('c1', 'a1', true)).toBe('/api/clients/c1/attachments/a1?download=1');
    expect(attachmentUrl('c/1', 'a?1')).toBe('/api/clients/c%2F1/attachments/a%3F1');
  });
});

describe('isPreviewableImage', () => {
  it('previews images the server shows inline, never SVG or other types', () => {
    expect(isPreviewableImage('image/jpeg')).toBe(true);
    expect(isPreviewableImage('image/svg+xml')).toBe(false);
    expect(isPreviewableImage('application/pdf')).toBe(false);
  });
});

describe('formatDateTime', () => {
  it('writes a date and time, or a dash when there is none', () => {
    expect(formatDateTime('2026-03-04T15:30:00.000Z')).toMatch(/^Mar [345], 2026, \d{1,2}:\d{2} [AP]M$/);
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
