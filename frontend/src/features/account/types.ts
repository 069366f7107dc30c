export type Role = 'USER' | 'ADMIN';

/** `GET /api/auth/me` when someone is signed in (`204`, no body, for nobody) */
export type Account = { id: number; username: string; role: Role };

/** `GET /api/auth/options` */
/** `GET /api/auth/options`; `firstAccountBecomesAdmin`: nobody has signed up yet, so the next account is the administrator. */
export type AccountOptions = { signUpEnabled: boolean; firstAccountBecomesAdmin?: boolean };

/** `GET /api/auth/tokens` (the secret itself is never listed) */
export type ApiToken = { id: number; name: string; prefix: string; createdAt: string; lastUsedAt: string | null };

/** `POST /api/auth/tokens`: the only answer that carries the token */
export type CreatedApiToken = { id: number; name: string; prefix: string; token: string };

/** `GET /api/auth/sessions`: `id` is a handle for ending it, not the session cookie */
export type AccountSession = {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  userAgent: string | null;
  current: boolean;
};

/** `GET /api/auth/storage`: what the account stores, by kind, against its quota */
export type StorageUsage = {
  usedBytes: number;
  quotaBytes: number;
  parts: { FILES: number; CHUNKS: number; CHAT: number; INTERVIEWS: number };
};

/** `GET /api/auth/start-panel` and its two POSTs: `shown` says whether the page load that asked shows it */
export type StartPanelState = { visits: number; closed: boolean; shown: boolean };
