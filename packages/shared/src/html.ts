/**
 * JSON safe inside `<script>`: `<`, `>` and `&` become \u escapes (so `</script>` or `<!--` in a
 * product text cannot end the element), as do the line separators JavaScript once disallowed.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
