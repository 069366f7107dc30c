import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';

/** frontend/ */
export const FRONTEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The app's log, screenshots and the started backend's pid: ../target/e2e unless PREPSTREAM_E2E_DIR says. */
export const ARTIFACTS_DIR = process.env.PREPSTREAM_E2E_DIR
  ? path.resolve(process.env.PREPSTREAM_E2E_DIR)
  : path.resolve(FRONTEND_DIR, '..', 'target', 'e2e');
export const PID_FILE = path.join(ARTIFACTS_DIR, 'backend.pid');

/** Set by global setup when it started a backend; read by the workers and the teardown. */
export const BASE_URL_ENV = 'PREPSTREAM_E2E_BASE_URL';
export const STORAGE_DIR_ENV = 'PREPSTREAM_E2E_STORAGE_DIR';
/**
 * The admin account the specs sign in as: global setup starts the backend with it as its bootstrap
 * admin (PREPSTREAM_BOOTSTRAP_ADMIN / _PASSWORD), or, with PREPSTREAM_BASE_URL, it must exist there.
 */
export const E2E_ACCOUNT = process.env.PREPSTREAM_E2E_ACCOUNT ?? 'e2e-admin';
export const E2E_PASSWORD = process.env.PREPSTREAM_E2E_PASSWORD ?? 'e2e-admin-password';
/** The signed-in browser state (session and XSRF-TOKEN cookies) every spec starts from. */
export const STORAGE_STATE = path.join(ARTIFACTS_DIR, 'signed-in.json');

/** The vendored sample documents of the backend's tests (sources and licences in their README). */
export const SAMPLES_DIR = path.resolve(FRONTEND_DIR, '..', 'src', 'test', 'resources', 'samples');

/** Where screenshots go: <ARTIFACTS_DIR>/<test title>.<language>.png, one per Playwright project (language). */
export function screenshotPath(testTitle: string, language: string): string {
  const name = testTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return path.join(ARTIFACTS_DIR, `${name || 'screenshot'}.${language}.png`);
}

/** A file to upload as a note. */
export type NoteFile = { name: string; mimeType: string; buffer: Buffer };

/** Uploads a note through the API as the page would (`xsrf`: the XSRF-TOKEN cookie's value); answers its id. */
export async function uploadNote(request: APIRequestContext, xsrf: string, file: NoteFile): Promise<number> {
  const response = await request.post('/api/knowledgebase/upload', { headers: { 'X-XSRF-TOKEN': xsrf }, multipart: { file } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { id: number }).id;
}

/** Waits until the note is ready to search and ask (COMPLETED); a run's first note also waits for the embedding model. */
export async function untilVectorized(request: APIRequestContext, id: number, timeout = 90_000): Promise<void> {
  await expect
    .poll(async () => ((await (await request.get(`/api/knowledgebase/${id}`)).json()) as { vectorStatus?: string }).vectorStatus, { timeout })
    .toBe('COMPLETED');
}
