import { ApiError, toApiError } from './api-client';
import { currentLanguage, i18n } from './i18n/i18n';

/**
 * Downloads a file the API makes for the reader (a PDF export), as a fetch rather than a plain
 * link: a link would send the browser's languages, not the page's choice, and could not show a
 * refusal (409, 404) on the page. The reader's time zone goes along (`tz`) for the dates in it.
 * Resolves once the browser has the file; rejects with an {@link ApiError} as `apiFetch` does.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const separator = path.includes('?') ? '&' : '?';
  const url = `${path}${separator}tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/pdf, application/problem+json', 'Accept-Language': currentLanguage() },
    });
  } catch (cause) {
    throw new ApiError(i18n.t('common:errors.unreachable'), 0, undefined, { cause });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw toApiError(response.status, response.statusText, response.headers.get('Content-Type'), text);
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has started reading the blob by now; let it go a little later
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
