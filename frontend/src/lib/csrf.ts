/**
 * The backend's CSRF protection (Spring Security, cookie token): it sets a readable `XSRF-TOKEN`
 * cookie and every write must send the same value back as `X-XSRF-TOKEN`. A page on another site
 * cannot read our cookies, so it cannot forge that header.
 */
export const CSRF_HEADER = 'X-XSRF-TOKEN';

export function csrfToken(): string | undefined {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Adds the CSRF header to a write; reads are left alone. */
export function withCsrf(method: string | undefined, headers: Headers): Headers {
  const token = csrfToken();
  if (token && !SAFE.has((method ?? 'GET').toUpperCase()) && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, token);
  return headers;
}
