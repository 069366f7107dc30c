import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  ARTIFACTS_DIR,
  BASE_URL_ENV,
  E2E_ACCOUNT,
  E2E_PASSWORD,
  FRONTEND_DIR,
  PID_FILE,
  STORAGE_DIR_ENV,
  STORAGE_STATE,
} from './backend';

/** Which database and Redis db the run owns (so parallel runs on one machine do not collide). */
const DB_NAME = process.env.PREPSTREAM_E2E_DB ?? 'prepstream_e2e';
const DB_OWNER = 'prepstream';
const REDIS_DB = process.env.PREPSTREAM_E2E_REDIS_DB ?? '2';
/** How long the backend may take to be UP; a machine shared with other builds needs longer. */
const STARTUP_TIMEOUT_MS = Number(process.env.PREPSTREAM_E2E_STARTUP_SECONDS ?? '120') * 1000;

/**
 * Starts the real backend for the browser tests, unless PREPSTREAM_BASE_URL names one already
 * running. Before it starts: a fresh database (PREPSTREAM_E2E_DB, default `prepstream_e2e`, with
 * pgvector) and an empty Redis db (PREPSTREAM_E2E_REDIS_DB, default 2), so every run begins from
 * nothing. The backend gets a bootstrap admin account (E2E_ACCOUNT), and this setup signs in as it
 * once and leaves the browser state (cookies) in STORAGE_STATE, which every spec starts from.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.PREPSTREAM_BASE_URL) {
    console.log(`[e2e] using the backend at ${process.env.PREPSTREAM_BASE_URL}; starting nothing`);
    await signIn(process.env.PREPSTREAM_BASE_URL);
    return;
  }

  const jar = process.env.PREPSTREAM_JAR
    ? path.resolve(process.env.PREPSTREAM_JAR)
    : path.resolve(FRONTEND_DIR, '..', 'target', 'prepstream.jar');
  if (!fs.existsSync(jar)) {
    throw new Error(
      `[e2e] no backend jar at ${jar}: build it (./mvnw -DskipTests package), ` +
        'point PREPSTREAM_JAR at one, or set PREPSTREAM_BASE_URL to a running backend',
    );
  }

  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(DB_NAME)) {
    throw new Error(`[e2e] PREPSTREAM_E2E_DB must be a plain lower-case identifier, not ${JSON.stringify(DB_NAME)}`);
  }
  if (!/^\d{1,2}$/.test(REDIS_DB)) {
    throw new Error(`[e2e] PREPSTREAM_E2E_REDIS_DB must be a Redis db number, not ${JSON.stringify(REDIS_DB)}`);
  }

  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  resetDatabase();
  flushRedis();

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prepstream-e2e-'));
  const logFile = path.join(ARTIFACTS_DIR, 'app.log');
  const log = fs.openSync(logFile, 'w');

  const backend = spawn('java', ['-jar', jar, `--server.port=${port}`], {
    cwd: path.dirname(jar),
    env: {
      ...process.env,
      SPRING_DATASOURCE_URL: `jdbc:postgresql://127.0.0.1:5432/${DB_NAME}`,
      SPRING_DATASOURCE_USERNAME: 'prepstream',
      SPRING_DATASOURCE_PASSWORD: 'prepstream',
      SPRING_DATA_REDIS_DATABASE: REDIS_DB,
      PREPSTREAM_STORAGE_DIR: storageDir,
      PREPSTREAM_BOOTSTRAP_ADMIN: E2E_ACCOUNT,
      PREPSTREAM_BOOTSTRAP_PASSWORD: E2E_PASSWORD,
      // the same interview questions every run: a layout or flow failure must not depend on the draw
      PREPSTREAM_INTERVIEW_DRAW_SEED: '20261203',
    },
    stdio: ['ignore', log, log],
    detached: true, // its own process group, so teardown can end it and anything it started
  });
  fs.closeSync(log);
  if (backend.pid === undefined) throw new Error('[e2e] could not start java');
  fs.writeFileSync(PID_FILE, String(backend.pid));
  process.env[STORAGE_DIR_ENV] = storageDir;
  console.log(`[e2e] database ${DB_NAME}, redis db ${REDIS_DB}`);
  console.log(`[e2e] started ${path.basename(jar)} (pid ${backend.pid}) on ${baseUrl}; log: ${logFile}`);

  let exited: string | undefined;
  backend.on('exit', (code, signal) => (exited = signal ? `signal ${signal}` : `exit code ${code}`));

  try {
    await waitUntilUp(baseUrl, () => exited, logFile);
  } catch (error) {
    stopProcessGroup(backend.pid);
    fs.rmSync(PID_FILE, { force: true });
    fs.rmSync(storageDir, { recursive: true, force: true });
    throw error;
  }
  backend.unref();
  process.env[BASE_URL_ENV] = baseUrl;
  await signIn(baseUrl);
}

/**
 * Signs in as the page would (the XSRF-TOKEN cookie from a first GET, sent back as X-XSRF-TOKEN)
 * and saves the cookies as Playwright storage state for the specs.
 */
async function signIn(baseUrl: string): Promise<void> {
  const first = await fetch(`${baseUrl}/api/auth/options`);
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(first);
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '',
      Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: JSON.stringify({ username: E2E_ACCOUNT, password: E2E_PASSWORD }),
  });
  if (!response.ok) throw new Error(`[e2e] signing in as ${E2E_ACCOUNT} answered ${response.status}: ${await response.text()}`);
  keep(response);
  const host = new URL(baseUrl).hostname;
  const cookies = [...jar].map(([name, value]) => ({
    name,
    value,
    domain: host,
    path: '/',
    expires: -1,
    httpOnly: name !== 'XSRF-TOKEN',
    secure: false,
    sameSite: 'Lax' as const,
  }));
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  fs.writeFileSync(STORAGE_STATE, JSON.stringify({ cookies, origins: [] }));
  console.log(`[e2e] signed in as ${E2E_ACCOUNT}`);
}

function resetDatabase(): void {
  psql('postgres', `drop database if exists ${DB_NAME} with (force)`, `create database ${DB_NAME} owner ${DB_OWNER}`);
  psql(DB_NAME, 'create extension if not exists vector');
}

function psql(database: string, ...statements: string[]): void {
  // One -c per statement: psql runs each in its own transaction, and CREATE/DROP DATABASE need that.
  const args = ['-h', '127.0.0.1', '-U', 'postgres', '-d', database, '-v', 'ON_ERROR_STOP=1', '-qtA'];
  for (const sql of statements) args.push('-c', sql);
  run('psql', args, { PGOPTIONS: '-c client_min_messages=warning' });
}

function flushRedis(): void {
  const out = run('redis-cli', ['-n', REDIS_DB, 'flushdb']);
  if (!/^OK\b/.test(out.trim())) throw new Error(`[e2e] redis-cli -n ${REDIS_DB} flushdb answered: ${out.trim()}`);
}

function run(command: string, args: string[], env: Record<string, string> = {}): string {
  try {
    return execFileSync(command, args, {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`[e2e] ${command} ${args.join(' ')} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls /actuator/health until it reports UP; fails early if the process dies. */
async function waitUntilUp(baseUrl: string, exited: () => string | undefined, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const ended = exited();
    if (ended) throw new Error(`[e2e] the backend stopped (${ended}) before it was UP:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${baseUrl}/actuator/health`, { signal: AbortSignal.timeout(5_000) });
      const body = (await response.json().catch(() => ({}))) as { status?: string };
      if (body.status === 'UP') return;
      last = `HTTP ${response.status}, status ${body.status ?? 'missing'}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `[e2e] the backend was not UP within ${STARTUP_TIMEOUT_MS / 1000} s (last: ${last}):\n${tail(logFile)}`,
  );
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function stopProcessGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
