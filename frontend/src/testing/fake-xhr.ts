import { vi } from 'vitest';

type Reply = { status: number; body?: unknown; contentType?: string; progress?: Array<[number, number]> };

/**
 * Replaces XMLHttpRequest for one test. Each request is answered by `respond` (sync), after the
 * upload progress events it lists; requests are recorded in `requests`.
 */
export function mockXhr(respond: (request: { method: string; url: string; body: FormData }) => Reply) {
  const requests: Array<{ method: string; url: string; body: FormData; headers: Record<string, string> }> = [];

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const request = { method: this.method, url: this.url, body, headers: this.headers };
      requests.push(request);
      const reply = respond(request);
      queueMicrotask(() => {
        for (const [loaded, total] of reply.progress ?? []) {
          this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
        }
        this.status = reply.status;
        this.statusText = '';
        this.responseHeaders['content-type'] =
          reply.contentType ?? (reply.status >= 400 ? 'application/problem+json' : 'application/json');
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}
