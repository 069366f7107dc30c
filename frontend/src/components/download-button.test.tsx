import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { mockFetch, problemResponse, renderWithProviders } from '@/testing/test-utils';
import { DownloadButton } from './download-button';

describe('DownloadButton', () => {
  const clicked: HTMLAnchorElement[] = [];
  beforeEach(() => {
    clicked.length = 0;
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:pdf-1'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("asks in the page's language and time zone, then hands the PDF to the browser under its name", async () => {
    await i18n.changeLanguage('zh-CN');
    const fetchMock = mockFetch(() => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));
    renderWithProviders(<DownloadButton path="/api/resumes/5/analysis.pdf" filename="resume-5-analysis.pdf" label="下载 PDF" />);

    await userEvent.click(screen.getByRole('button', { name: '下载 PDF' }));

    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(url).toBe(`/api/resumes/5/analysis.pdf?tz=${encodeURIComponent(zone)}`);
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('zh-CN');
    expect(clicked[0]).toHaveAttribute('download', 'resume-5-analysis.pdf');
    expect(clicked[0]).toHaveAttribute('href', 'blob:pdf-1');
    expect(vi.mocked(URL.createObjectURL).mock.calls[0]?.[0]).toMatchObject({ size: 8, type: 'application/pdf' });
    expect(await screen.findByRole('button', { name: '下载 PDF' })).toBeEnabled();
  });

  it('shows why the server refused, and downloads nothing', async () => {
    mockFetch(() =>
      problemResponse({ status: 409, title: 'Conflict', detail: 'Resume 5 has no completed analysis to export yet' }),
    );
    renderWithProviders(<DownloadButton path="/api/resumes/5/analysis.pdf" filename="a.pdf" label="Download PDF" />);

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Download failed: Resume 5 has no completed analysis to export yet');
    expect(clicked).toHaveLength(0);
  });
});
