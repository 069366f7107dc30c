/**
 * The one way the page talks to the backend. Paths are relative (`/api/...`): the page is
 * served by the backend itself, and `npm run dev` proxies them to it.
 *
 * Errors follow the API contract: the backend answers RFC 7807 problems
 * (`application/problem+json` with `status`, `title`, `detail`). `apiFetch` throws an
 * {@link ApiError} whose message is the problem's `detail`, else its `title`, else the
 * HTTP status line, so a component can show `error.message` to a person as it is.
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
  const { json, headers: given, ...init } = options;
  const headers = new Headers(given);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, application/problem+json');
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const reason = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
    throw new ApiError(`Cannot reach the PrepStream server${reason}`, 0, undefined, { cause });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || response.status === 205) return undefined as T;

  const text = await response.text();
  if (text === '') return undefined as T;
  return JSON_TYPE.test(response.headers.get('Content-Type') ?? '') ? (JSON.parse(text) as T) : (text as T);
}

async function toApiError(response: Response): Promise<ApiError> {
  const problem = await readProblem(response);
  const statusLine = `${response.status} ${response.statusText}`.trim();
  const message =
    nonBlank(problem?.detail) ?? nonBlank(problem?.title) ?? (response.statusText ? statusLine : `HTTP ${statusLine}`);
  return new ApiError(message, response.status, problem);
}

async function readProblem(response: Response): Promise<ProblemDetail | undefined> {
  if (!JSON_TYPE.test(response.headers.get('Content-Type') ?? '')) return undefined;
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as ProblemDetail) : undefined;
  } catch {
    return undefined;
  }
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
