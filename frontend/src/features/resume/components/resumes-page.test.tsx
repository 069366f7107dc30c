import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockXhr } from '@/testing/fake-xhr';
import { anAnalysis, aResume } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, problemResponse, renderWithProviders } from '@/testing/test-utils';
import { i18n } from '@/lib/i18n/i18n';
import { ResumesPage } from './resumes-page';

describe('ResumesPage', () => {
  it('shows the analysis: overall score, sub-scores chart, lists, skills and the analyzer', async () => {
    mockApi({
      'GET /api/resumes': () => jsonResponse([aResume()]),
      'GET /api/resumes/5/detail': () => jsonResponse({ ...aResume(), analysis: anAnalysis() }),
    });

    renderWithProviders(<ResumesPage />);

    expect(await screen.findByLabelText('Overall score 78 out of 100')).toBeInTheDocument();
    const chart = screen.getByRole('list', { name: 'Sub-scores' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(5);
    expect(within(chart).getByText('Skill match').parentElement).toHaveTextContent('82');
    expect(screen.getByRole('heading', { name: 'Strengths' }).nextElementSibling).toHaveTextContent('Clear project impact');
    expect(screen.getByRole('heading', { name: 'Weaknesses' }).nextElementSibling).toHaveTextContent('Few metrics');
    expect(screen.getByRole('heading', { name: 'Suggestions' }).nextElementSibling).toHaveTextContent('Quantify results');
    expect(within(screen.getByRole('list', { name: 'Skills' })).getByText('分布式系统')).toBeInTheDocument();
    expect(screen.getByText(/^Analyzed offline \(no language model configured\) · .+\.$/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/offline-analyzer|offline analyzer/);
    expect(screen.getByRole('link', { name: 'Start interview from this resume' })).toHaveAttribute(
      'href',
      '#/interview?resumeId=5',
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it.each([
    ['en', 'en', 'Written in English.'],
    ['en', 'zh-CN', 'Written in Chinese: analyze it again to get it in English.'],
    ['zh-CN', 'zh-CN', '分析语言：中文。'],
    ['zh-CN', 'en', '这份分析的语言是英文：重新分析可得到中文版本。'],
  ])('says the language the analysis was written in (page %s, analysis %s)', async (page, written, sentence) => {
    mockApi({
      'GET /api/resumes': () => jsonResponse([aResume()]),
      'GET /api/resumes/5/detail': () => jsonResponse({ ...aResume(), analysis: anAnalysis({ language: written }) }),
    });
    await i18n.changeLanguage(page);

    renderWithProviders(<ResumesPage />);

    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('links the original file for download, whatever the analysis status', async () => {
    mockApi({
      'GET /api/resumes': () => jsonResponse([aResume({ analyzeStatus: 'FAILED' })]),
      'GET /api/resumes/5/detail': () =>
        jsonResponse({ ...aResume({ analyzeStatus: 'FAILED', analyzeError: 'No text in PDF' }), analysis: null }),
    });

    renderWithProviders(<ResumesPage />);

    const link = await screen.findByRole('link', { name: 'Download original' });
    expect(link).toHaveAttribute('href', '/api/resumes/5/download');
    expect(link).toHaveAttribute('download');
    // no analysis, nothing to export
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('shows a failed analysis with its error, and reanalyzes', async () => {
    let status = 'FAILED';
    const fetchMock = mockApi({
      'GET /api/resumes': () => jsonResponse([aResume({ analyzeStatus: status })]),
      'GET /api/resumes/5/detail': () =>
        jsonResponse({ ...aResume({ analyzeStatus: status, analyzeError: status === 'FAILED' ? 'No text in PDF' : null }), analysis: null }),
      'POST /api/resumes/5/reanalyze': () => {
        status = 'PENDING';
        return new Response(null, { status: 202 });
      },
    });
    renderWithProviders(<ResumesPage />);

    expect(await screen.findByText('No text in PDF')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry analysis' }));

    expect(await screen.findByText('Waiting for the analysis to start…')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/resumes/5/reanalyze')).toHaveLength(1);
  });

  it('keeps showing the previous analysis while a reanalysis runs', async () => {
    let status = 'COMPLETED';
    mockApi({
      'GET /api/resumes': () => jsonResponse([aResume({ analyzeStatus: status })]),
      'GET /api/resumes/5/detail': () =>
        jsonResponse({ ...aResume({ analyzeStatus: status }), analysis: status === 'COMPLETED' ? anAnalysis() : null }),
      'POST /api/resumes/5/reanalyze': () => {
        status = 'PENDING';
        return jsonResponse(aResume({ analyzeStatus: 'PENDING' }), { status: 202 });
      },
    });
    renderWithProviders(<ResumesPage />);
    await screen.findByLabelText('Overall score 78 out of 100');

    await userEvent.click(screen.getByRole('button', { name: 'Reanalyze' }));

    expect(await screen.findByText('The previous analysis, until the new one is ready:')).toBeInTheDocument();
    expect(screen.getByLabelText('Overall score 78 out of 100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reanalyze' })).toBeDisabled();
  });

  it('tells a repeated upload (200) from a new one', async () => {
    mockApi({
      'GET /api/resumes': () => jsonResponse([aResume()]),
      'GET /api/resumes/5/detail': () => jsonResponse({ ...aResume(), analysis: anAnalysis() }),
    });
    mockXhr(() => ({ status: 200, body: aResume() }));
    renderWithProviders(<ResumesPage />);

    await userEvent.upload(screen.getByLabelText('Choose a resume file'), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));

    expect(await screen.findByText('You uploaded this resume before: showing “awesome-cv-resume.pdf”.')).toBeInTheDocument();
  });

  it('says the analysis is queued only until it is finished, and the notice can be dismissed', async () => {
    let status = 'PENDING';
    mockApi({
      'GET /api/resumes': () => jsonResponse([aResume({ id: 8, analyzeStatus: status, originalFilename: 'cv.pdf' })]),
      'GET /api/resumes/8/detail': () => jsonResponse({ ...aResume({ id: 8, analyzeStatus: status }), analysis: null }),
    });
    mockXhr(() => ({ status: 202, body: aResume({ id: 8, analyzeStatus: 'PENDING', originalFilename: 'cv.pdf' }) }));
    const { queryClient } = renderWithProviders(<ResumesPage />);

    await userEvent.upload(screen.getByLabelText('Choose a resume file'), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/analysis queued/)).toBeInTheDocument();

    status = 'COMPLETED';
    await act(() => queryClient.invalidateQueries({ queryKey: ['resumes'] }));
    await waitFor(() => expect(screen.queryByText(/analysis queued/)).not.toBeInTheDocument());
  });

  it('invites an upload when there is none', async () => {
    mockApi({ 'GET /api/resumes': () => jsonResponse([]) });
    renderWithProviders(<ResumesPage />);
    expect(await screen.findByText('No resumes yet.')).toBeInTheDocument();
  });

  it("shows the server's detail when the list fails", async () => {
    mockApi({ 'GET /api/resumes': () => problemResponse({ status: 503, title: 'Service Unavailable', detail: 'Database is down' }) });
    renderWithProviders(<ResumesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });
});
