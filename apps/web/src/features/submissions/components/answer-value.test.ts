import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeAnswer } from '../answer-format';
import { AnswerValue } from './answer-value';

const CLIENT = 'c0ffee00-0000-4000-8000-000000000001';
const render = (fieldType: Parameters<typeof describeAnswer>[0]['fieldType'], value: unknown, maxRating = null) =>
  renderToStaticMarkup(
    createElement(AnswerValue, { view: describeAnswer({ fieldType, value, maxRating }), clientId: CLIENT }),
  );

describe('AnswerValue', () => {
  it('previews an image and links its download', () => {
    const html = render('file', { attachmentId: 'a1', name: 'logo.png', size: 2048, mimeType: 'image/png' });
    expect(html).toContain(`<img src="/api/clients/${CLIENT}/attachments/a1"`);
    expect(html).toContain(`href="/api/clients/${CLIENT}/attachments/a1?download=1"`);
    expect(html).toContain('aria-label="Download logo.png"');
    expect(html).toContain('2 KB');
  });

  it('offers no preview for a document', () => {
    const html = render('file', { attachmentId: 'a2', name: 'brief.pdf', size: 10, mimeType: 'application/pdf' });
    expect(html).not.toContain('<img');
    expect(html).toContain('10 Bytes');
  });

  it('names a rating for screen readers and draws its stars', () => {
    const html = render('star-rating', 2);
    expect(html).toContain('role="img" aria-label="2 out of 5 stars"');
    expect(html.match(/<svg/g)).toHaveLength(5);
  });

  it('writes a number with grouping and a date as a readable day', () => {
    expect(render('number', 12500)).toBe('<span class="tabular-nums">12,500</span>');
    expect(render('date', '2027-03-31')).toBe('<time dateTime="2027-03-31">Mar 31, 2027</time>');
  });

  it('writes answers as text, never as markup', () => {
    const html = render('text', '<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('shows an empty answer as a dash', () => {
    expect(render('text', '')).toContain('—');
  });
});
