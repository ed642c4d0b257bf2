/**
 * JSON placed inside a `<script>` element: `<`, `>` and `&` as \u escapes, so no text in it can
 * close the element or open a comment (`</script>`, `<!--`), and the line separators JavaScript
 * once refused. The value it parses to is unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
