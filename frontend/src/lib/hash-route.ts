import { useSyncExternalStore } from 'react';

/**
 * The page keeps where you are in the URL fragment: `#/section?key=value`. These helpers read
 * and write the part after `?`, so a section can be linked to a particular item
 * (`#/interview?session=12`) without a router.
 */

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const readHash = () => window.location.hash;

export function splitHash(hash: string): { path: string; params: URLSearchParams } {
  const body = hash.replace(/^#\/?/, '');
  const at = body.indexOf('?');
  return at < 0
    ? { path: body, params: new URLSearchParams() }
    : { path: body.slice(0, at), params: new URLSearchParams(body.slice(at + 1)) };
}

/** The current fragment, re-rendering when it changes. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, readHash, () => '');
}

export function useHashParams(): URLSearchParams {
  return splitHash(useHash()).params;
}

export function hashHref(path: string, params: Record<string, string | number | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return `#/${path}${query.size > 0 ? `?${query}` : ''}`;
}

export function navigate(path: string, params?: Record<string, string | number | undefined>): void {
  window.location.hash = hashHref(path, params);
}
