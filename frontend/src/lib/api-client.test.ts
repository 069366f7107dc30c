import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, problemResponse } from '@/testing/test-utils';
import { ApiError, apiFetch } from './api-client';
import { i18n } from './i18n/i18n';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.unreachable('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('returns the parsed JSON body of a successful response', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 7, name: 'Spring notes' }));

    await expect(apiFetch('/api/knowledgebase/7')).resolves.toEqual({ id: 7, name: 'Spring notes' });
    expect(fetchMock).toHaveBeenCalledWith('/api/knowledgebase/7', expect.anything());
  });

  it('sends a json option as a JSON body with its content type', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 1 }, { status: 201 }));

    await apiFetch('/api/interview/sessions', { method: 'POST', json: { questionCount: 5 } });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"questionCount":5}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("says the page's language on every request, so problems and new results come in it", async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));

    await apiFetch('/api/resumes');
    await i18n.changeLanguage('zh-CN');
    await apiFetch('/api/resumes');

    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(sent).toEqual(['en', 'zh-CN']);
  });

  it('returns undefined for 204 No Content', async () => {
    mockFetch(() => new Response(null, { status: 204 }));

    await expect(apiFetch('/api/resumes/3', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  describe('when the backend answers a problem', () => {
    it("throws the problem's detail as the message", async () => {
      mockFetch(() =>
        problemResponse({
          type: 'about:blank',
          title: 'Conflict',
          status: 409,
          detail: 'Resume 3 is already being analyzed',
        }),
      );

      const error = await failure(apiFetch('/api/resumes/3/reanalyze', { method: 'POST' }));

      expect(error.message).toBe('Resume 3 is already being analyzed');
      expect(error.status).toBe(409);
      expect(error.problem?.title).toBe('Conflict');
    });

    it('falls back to the title when the problem has no detail', async () => {
      mockFetch(() => problemResponse({ title: 'Payload Too Large', status: 413, detail: '  ' }));

      const error = await failure(apiFetch('/api/resumes/upload', { method: 'POST' }));

      expect(error.message).toBe('Payload Too Large');
      expect(error.status).toBe(413);
    });

    it('reads a problem sent as plain application/json', async () => {
      mockFetch(() => jsonResponse({ title: 'Not Found', status: 404, detail: 'No resume with id 42' }, { status: 404 }));

      expect((await failure(apiFetch('/api/resumes/42/detail'))).message).toBe('No resume with id 42');
    });
  });

  describe('when the error body is not a problem', () => {
    it('uses the HTTP status line', async () => {
      mockFetch(
        () =>
          new Response('<html>proxy error</html>', {
            status: 502,
            statusText: 'Bad Gateway',
            headers: { 'Content-Type': 'text/html' },
          }),
      );

      const error = await failure(apiFetch('/api/system/info'));

      expect(error.message).toBe('502 Bad Gateway');
      expect(error.problem).toBeUndefined();
    });

    it('names the status code when there is no status text either', async () => {
      mockFetch(() => new Response('not json', { status: 503, headers: { 'Content-Type': 'application/problem+json' } }));

      expect((await failure(apiFetch('/api/system/info'))).message).toBe('HTTP 503');
    });
  });

  it('reports an unreachable server with status 0', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await failure(apiFetch('/api/system/info'));

    expect(error.status).toBe(0);
    expect(error.message).toBe('Cannot reach the PrepStream server (Failed to fetch).');
  });

  it('never says just "Request failed"', async () => {
    mockFetch(() => new Response(null, { status: 500 }));

    const error = await failure(apiFetch('/api/system/info'));

    expect(error.message).not.toMatch(/request failed/i);
    expect(error.message).toBe('HTTP 500');
  });
});
