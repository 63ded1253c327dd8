/** The longest `next` path a sign-in carries; longer ones are ignored. */
export const NEXT_PATH_MAX = 300;

/**
 * A path of this site, safe to send a visitor to after signing in: it starts with one "/" (not
 * "//" or "/\", which browsers read as another host), has no backslash or control character (no
 * header or log injection; a plain space, as a decoded query may hold, is harmless), and is at most
 * NEXT_PATH_MAX long. The server (social sign-in) and
 * the web app (the `next` parameter) both judge by it, so a crafted link cannot send a customer to
 * another site through either.
 */
export function isSafeInAppPath(value: string | null | undefined): value is string {
  if (!value || value.length > NEXT_PATH_MAX) return false;
  // eslint-disable-next-line no-control-regex
  return /^\/(?!\/)[^\\\u0000-\u001f\u007f]*$/.test(value);
}
