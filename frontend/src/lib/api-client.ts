import { withCsrf } from './csrf';
import { currentLanguage, i18n } from './i18n/i18n';

/**
 * The one way the page talks to the backend. Paths are relative (`/api/...`): the page is
 * served by the backend itself, and `npm run dev` proxies them to it.
 *
 * Errors follow the API contract: the backend answers RFC 7807 problems
 * (`application/problem+json` with `status`, `title`, `detail`). `apiFetch` throws an
 * {@link ApiError} whose message is the problem's `detail`, else its `title`, else the
 * HTTP status line, so a component can show `error.message` to a person as it is.
 *
 * Every request says the page's language (`Accept-Language`): the backend answers its problem
 * messages, and makes new results, in it.
 */

/** An RFC 7807 problem as the backend sends it; every member may be absent. */
export type ProblemDetail = {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  instance?: string;
  [extension: string]: unknown;
};

export class ApiError extends Error {
  /** HTTP status, or 0 when no response arrived at all. */
  readonly status: number;
  /** The parsed problem, when the body was one. */
  readonly problem: ProblemDetail | undefined;

  constructor(message: string, status: number, problem?: ProblemDetail, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
  }
}

export type ApiFetchOptions = Omit<RequestInit, 'body'> & {
  /** Sent as the JSON request body (with its content type). */
  json?: unknown;
  /** Any other body, such as FormData for uploads; the browser sets its content type. */
  body?: BodyInit | null;
};

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** A successful answer with its HTTP status, for endpoints whose meaning depends on it (`200` vs `202`). */
export type ApiResponse<T> = { status: number; data: T };

/** As {@link apiFetch}, but also tells which 2xx status the backend answered. */
export async function apiRequest<T>(path: string, options: ApiFetchOptions = {}): Promise<ApiResponse<T>> {
  const { json, headers: given, ...init } = options;
  const headers = new Headers(given);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, application/problem+json');
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', currentLanguage());
  withCsrf(init.method, headers);
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const message =
      cause instanceof Error && cause.message
        ? i18n.t('common:errors.unreachableBecause', { reason: cause.message })
        : i18n.t('common:errors.unreachable');
    throw new ApiError(message, 0, undefined, { cause });
  }

  const { status } = response;
  if (status === 401) notifySignedOut();
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw toApiError(status, response.statusText, response.headers.get('Content-Type'), text);
  }
  if (status === 204 || status === 205) return { status, data: undefined as T };

  const text = await response.text();
  return { status, data: parseBody<T>(text, response.headers.get('Content-Type')) };
}

/** A successful body: JSON when the content type says so, else the text; empty → undefined. */
export function parseBody<T>(text: string, contentType: string | null): T {
  if (text === '') return undefined as T;
  return JSON_TYPE.test(contentType ?? '') ? (JSON.parse(text) as T) : (text as T);
}

/** Turns an error answer into an {@link ApiError}; shared with the upload client (XMLHttpRequest). */
export function toApiError(status: number, statusText: string, contentType: string | null, text: string): ApiError {
  const problem = readProblem(contentType, text);
  const statusLine = `${status} ${statusText}`.trim();
  const message = nonBlank(problem?.detail) ?? nonBlank(problem?.title) ?? (statusText ? statusLine : `HTTP ${statusLine}`);
  return new ApiError(message, status, problem);
}

function readProblem(contentType: string | null, text: string): ProblemDetail | undefined {
  if (!JSON_TYPE.test(contentType ?? '')) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as ProblemDetail) : undefined;
  } catch {
    return undefined;
  }
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The event the page listens for to show the sign-in screen: an answer said nobody is signed in. */
export const SIGNED_OUT_EVENT = 'prepstream:signed-out';

function notifySignedOut(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SIGNED_OUT_EVENT));
}
