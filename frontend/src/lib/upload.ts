import { ApiError, parseBody, toApiError, type ApiResponse } from './api-client';
import { csrfToken, CSRF_HEADER } from './csrf';
import { currentLanguage, i18n } from './i18n/i18n';

export type UploadProgress = { loaded: number; total: number; fraction: number };

export type UploadOptions = {
  /** Called as the request body goes out (XMLHttpRequest upload progress events). */
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * POSTs a multipart form with upload progress, which `fetch` cannot report. Errors are the same
 * {@link ApiError}s `apiFetch` throws (the problem's `detail` as message); the result carries
 * the status so callers can tell `202` (new) from `200` (already there).
 */
export function uploadForm<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<ApiResponse<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json, application/problem+json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = csrfToken();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (!onProgress) return;
      const total = event.lengthComputable ? event.total : 0;
      onProgress({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(1, event.loaded / total) : 0 });
    };
    xhr.onload = () => {
      const contentType = xhr.getResponseHeader('Content-Type');
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve({ status: xhr.status, data: parseBody<T>(text, contentType) });
        } catch (cause) {
          reject(new ApiError(i18n.t('common:errors.unreadable'), xhr.status, undefined, { cause }));
        }
      } else {
        reject(toApiError(xhr.status, xhr.statusText, contentType, text));
      }
    };
    xhr.onerror = () => reject(new ApiError(i18n.t('common:errors.uploadUnreachable'), 0));
    xhr.onabort = () => reject(new DOMException(i18n.t('common:errors.uploadCancelled'), 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        xhr.abort();
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
