import { useState } from 'react';

/** The operator's admin token lives for this browser tab only (sessionStorage), never in code or URLs. */
export const ADMIN_TOKEN_KEY = 'prepstream.adminToken';

export function readAdminToken(): string {
  try {
    return sessionStorage.getItem(ADMIN_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

export function useAdminToken(): [string, (token: string) => void] {
  const [token, setToken] = useState(readAdminToken);
  const update = (next: string) => {
    const value = next.trim();
    try {
      if (value) sessionStorage.setItem(ADMIN_TOKEN_KEY, value);
      else sessionStorage.removeItem(ADMIN_TOKEN_KEY);
    } catch {
      // storage unavailable (private mode): keep it in memory only
    }
    setToken(value);
  };
  return [token, update];
}
