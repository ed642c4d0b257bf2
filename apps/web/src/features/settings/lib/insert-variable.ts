/**
 * Puts a template variable ('{{client_name}}') where the caret is, in place of any selection.
 * A space is added where the token would otherwise stick to a word ('Hi{{client_name}}'), so a
 * click never produces a template that reads wrong. Returns the new text and the caret after it.
 */
export function insertVariable(
  value: string,
  selection: { start: number; end: number },
  token: string,
): { value: string; caret: number } {
  const start = clamp(Math.min(selection.start, selection.end), value.length);
  const end = clamp(Math.max(selection.start, selection.end), value.length);
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = /[\p{L}\p{N}:,.!?]$/u.test(before) ? ' ' : '';
  const trail = /^[\p{L}\p{N}]/u.test(after) ? ' ' : '';
  const inserted = `${lead}${token}${trail}`;
  return { value: before + inserted + after, caret: start + lead.length + token.length };
}

const clamp = (n: number, max: number) => (Number.isFinite(n) ? Math.max(0, Math.min(n, max)) : max);
