import fs from 'node:fs';
import { PID_FILE, STORAGE_DIR_ENV } from './backend';

const STOP_TIMEOUT_MS = 20_000;

/** Stops the backend that global setup started (nothing when PREPSTREAM_BASE_URL was used). */
export default async function globalTeardown(): Promise<void> {
  if (fs.existsSync(PID_FILE)) {
    const pid = Number(fs.readFileSync(PID_FILE, 'utf8'));
    fs.rmSync(PID_FILE, { force: true });
    if (Number.isInteger(pid) && pid > 0) await stop(pid);
  }
  const storageDir = process.env[STORAGE_DIR_ENV];
  if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
}

/** SIGTERM to the backend's process group (Spring shuts down gracefully), SIGKILL if it lingers. */
async function stop(pid: number): Promise<void> {
  if (!signal(pid, 'SIGTERM')) return;
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!signal(pid, 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.warn(`[e2e] backend (pid ${pid}) ignored SIGTERM for ${STOP_TIMEOUT_MS / 1000} s; killing it`);
  signal(pid, 'SIGKILL');
}

function signal(pid: number, sig: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, sig);
    return true;
  } catch {
    return false;
  }
}
