import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Account, AccountOptions, AccountSession, ApiToken, CreatedApiToken, StartPanelState, StorageUsage } from '../types';

export const accountKeys = {
  me: ['account', 'me'] as const,
  options: ['account', 'options'] as const,
  tokens: ['account', 'tokens'] as const,
  sessions: ['account', 'sessions'] as const,
  storage: ['account', 'storage'] as const,
  /** per account: signing in as another account in the same tab keeps the 'account' queries */
  startPanel: (accountId: number) => ['account', 'start-panel', accountId] as const,
};

/**
 * Who is signed in: `null` for nobody (the server answers `204`, so a visitor's first page load
 * shows no failed request). A failure is not retried: the sign-in screen is the way on.
 */
export function useMe() {
  return useQuery({
    queryKey: accountKeys.me,
    queryFn: async ({ signal }) => (await apiFetch<Account | undefined>('/api/auth/me', { signal })) ?? null,
    retry: false,
    staleTime: Infinity,
  });
}

export function useAccountOptions() {
  return useQuery({
    queryKey: accountKeys.options,
    queryFn: ({ signal }) => apiFetch<AccountOptions>('/api/auth/options', { signal }),
  });
}

type Credentials = { username: string; password: string };

/** Signing in or up; on success everything cached belongs to someone else, so the cache starts afresh. */
export function useSignIn(mode: 'sign-in' | 'sign-up') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiFetch<Account>(`/api/auth/${mode}`, { method: 'POST', json: credentials }),
    onSuccess: (account) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'account' });
      queryClient.setQueryData(accountKeys.me, account);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/api/auth/sign-out', { method: 'POST' }),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'account' || query.queryKey[1] === 'tokens' || query.queryKey[1] === 'sessions' });
      void queryClient.resetQueries({ queryKey: accountKeys.me });
    },
  });
}

export function useApiTokens() {
  return useQuery({
    queryKey: accountKeys.tokens,
    queryFn: ({ signal }) => apiFetch<ApiToken[]>('/api/auth/tokens', { signal }),
  });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiFetch<CreatedApiToken>('/api/auth/tokens', { method: 'POST', json: { name } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.tokens }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api/auth/tokens/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.tokens }),
  });
}

/** What the account stores against its quota (files, note passages, chat, interviews). */
export function useStorageUsage() {
  return useQuery({
    queryKey: accountKeys.storage,
    queryFn: ({ signal }) => apiFetch<StorageUsage>('/api/auth/storage', { signal }),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => apiFetch<AccountSession[]>('/api/auth/sessions', { signal }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

type PasswordChange = { currentPassword: string; newPassword: string; revokeTokens: boolean };

/** Ends every other session (and the tokens when asked), so both lists are fetched again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) => apiFetch<void>('/api/auth/password', { method: 'PUT', json: change }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: accountKeys.tokens });
    },
  });
}

/** The start panel as the server remembers it for the account (every browser and device of it agrees). */
export function useStartPanelState(accountId: number) {
  return useQuery({
    queryKey: accountKeys.startPanel(accountId),
    queryFn: ({ signal }) => apiFetch<StartPanelState>('/api/auth/start-panel', { signal }),
    staleTime: Infinity,
  });
}

/**
 * `visit`: this page load would show the panel; the answer says whether it does (the server counts the loads).
 * `close`: dismissed, or a path taken; closed for good, on every device.
 */
export function useStartPanelChange(accountId: number, change: 'visits' | 'close') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<StartPanelState>(`/api/auth/start-panel/${change}`, { method: 'POST' }),
    onSuccess: (state) => queryClient.setQueryData(accountKeys.startPanel(accountId), state),
  });
}
