import { describe, expect, it } from 'vitest';
import { insertVariable } from './insert-variable';

describe('inserting a template variable', () => {
  it('goes where the caret is and leaves the caret after it', () => {
    expect(insertVariable('Hi ,', { start: 3, end: 3 }, '{{client_name}}')).toEqual({
      value: 'Hi {{client_name}},',
      caret: 18,
    });
  });

  it('replaces the selection', () => {
    expect(insertVariable('Hi Jordan!', { start: 3, end: 9 }, '{{client_name}}').value).toBe('Hi {{client_name}}!');
  });

  it('adds a space where the token would stick to a word or a colon', () => {
    const at = (value: string, i: number) => insertVariable(value, { start: i, end: i }, '{{link}}');
    expect(at('Open your portal:', 17)).toEqual({ value: 'Open your portal: {{link}}', caret: 26 });
    expect(at('Hello', 5).value).toBe('Hello {{link}}');
    expect(at('Hello', 0)).toEqual({ value: '{{link}} Hello', caret: 8 });
    expect(at('(here)', 1).value).toBe('({{link}} here)');
    expect(at('', 0)).toEqual({ value: '{{link}}', caret: 8 });
    expect(at('Line\n', 5).value).toBe('Line\n{{link}}');
  });

  it('keeps a caret past the end, or a backwards selection, inside the text', () => {
    expect(insertVariable('ab', { start: 10, end: 10 }, '{{link}}').value).toBe('ab {{link}}');
    expect(insertVariable('a xx b', { start: 4, end: 2 }, '{{link}}').value).toBe('a {{link}} b');
    expect(insertVariable('ab', { start: Number.NaN, end: Number.NaN }, 'X').value).toBe('ab X');
  });
});
