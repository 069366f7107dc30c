import { describe, expect, it, vi } from 'vitest';
import { mockXhr } from '@/testing/fake-xhr';
import { ApiError } from './api-client';
import { uploadForm } from './upload';

describe('uploadForm', () => {
  it('reports upload progress and returns the status with the parsed body', async () => {
    const requests = mockXhr(() => ({ status: 202, body: { id: 3 }, progress: [[50, 200], [200, 200]] }));
    const onProgress = vi.fn();
    const form = new FormData();
    form.append('file', new File(['hello'], 'a.txt'));

    const result = await uploadForm('/api/knowledgebase/upload', form, { onProgress });

    expect(result).toEqual({ status: 202, data: { id: 3 } });
    expect(onProgress).toHaveBeenNthCalledWith(1, { loaded: 50, total: 200, fraction: 0.25 });
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 200, total: 200, fraction: 1 });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/knowledgebase/upload' });
    expect(requests[0]?.body.get('file')).toBeInstanceOf(File);
  });

  it("throws the problem's detail on an error answer", async () => {
    mockXhr(() => ({ status: 415, body: { title: 'Unsupported Media Type', status: 415, detail: 'image/png is not accepted' } }));

    const error = await uploadForm('/api/resumes/upload', new FormData()).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('image/png is not accepted');
    expect((error as ApiError).status).toBe(415);
  });
});
