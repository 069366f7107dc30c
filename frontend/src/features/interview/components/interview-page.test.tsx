import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aReport, aResume, aSession } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, problemResponse, renderWithProviders } from '@/testing/test-utils';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import { InterviewPage } from './interview-page';

describe('InterviewPage', () => {
  beforeEach(() => {
    window.location.hash = '#/interview';
  });
  afterEach(() => vi.useRealTimers());

  describe('starting', () => {
    it('comes preconfigured from a resume and creates the session it describes', async () => {
      window.location.hash = '#/interview?resumeId=5';
      const fetchMock = mockApi({
        'GET /api/resumes': () => jsonResponse([aResume()]),
        'GET /api/interview/sessions': () => jsonResponse([]),
        'POST /api/interview/sessions': ({ body }) => jsonResponse(aSession({ ...(body as object) }), { status: 201 }),
        'GET /api/interview/sessions/12': () => jsonResponse(aSession()),
      });
      renderWithProviders(<InterviewPage />);
      const user = userEvent.setup();

      await waitFor(() => expect(screen.getByLabelText('Based on resume (optional)')).toHaveValue('5'));
      await user.type(screen.getByLabelText('Target role'), 'Backend engineer');
      await user.clear(screen.getByLabelText('Questions'));
      await user.type(screen.getByLabelText('Questions'), '3');
      await user.selectOptions(screen.getByLabelText('Difficulty'), 'HARD');
      await user.click(screen.getByRole('button', { name: 'Start interview' }));

      await waitFor(() => expect(window.location.hash).toBe('#/interview?session=12'));
      const [, init] = callsTo(fetchMock, 'POST', '/api/interview/sessions')[0]!;
      expect(JSON.parse(String((init as RequestInit).body))).toEqual({
        role: 'Backend engineer',
        questionCount: 3,
        difficulty: 'HARD',
        resumeId: 5,
        language: 'en',
      });
    });

    it.each([
      ['en', 'Based on resume (optional)', 'Start interview', 'No resume: general questions'],
      ['zh-CN', '基于简历（可选）', '开始面试', '不使用简历：通用题目'],
    ])('starts from the newest analysed resume unless another choice is made (%s)', async (language, label, start, none) => {
      const fetchMock = mockApi({
        'GET /api/resumes': () =>
          jsonResponse([
            aResume({ id: 9, originalFilename: 'still-analysing.pdf', analyzeStatus: 'PROCESSING' }),
            aResume({ id: 7, originalFilename: 'analysed.pdf' }),
            aResume({ id: 5, originalFilename: 'older.pdf' }),
          ]),
        'GET /api/interview/sessions': () => jsonResponse([]),
        'POST /api/interview/sessions': ({ body }) => jsonResponse(aSession({ ...(body as object) }), { status: 201 }),
        'GET /api/interview/sessions/12': () => jsonResponse(aSession()),
      });
      await i18n.changeLanguage(language);
      renderWithProviders(<InterviewPage />);
      const user = userEvent.setup();

      await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue('7'));
      await user.click(screen.getByRole('button', { name: start }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/interview/sessions')).toHaveLength(1));
      const [, first] = callsTo(fetchMock, 'POST', '/api/interview/sessions')[0]!;
      expect(JSON.parse(String((first as RequestInit).body))).toMatchObject({ resumeId: 7 });

      window.location.hash = '#/interview';
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue('7'));
      await user.selectOptions(screen.getByLabelText(label), none);
      expect(screen.getByLabelText(label)).toHaveValue('');
      await user.click(screen.getByRole('button', { name: start }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/interview/sessions')).toHaveLength(2));
      const [, second] = callsTo(fetchMock, 'POST', '/api/interview/sessions')[1]!;
      expect(JSON.parse(String((second as RequestInit).body)).resumeId).toBeUndefined();
    });

    it('holds the interview in the page language unless another one is chosen', async () => {
      const fetchMock = mockApi({
        'GET /api/resumes': () => jsonResponse([]),
        'GET /api/interview/sessions': () => jsonResponse([]),
        'POST /api/interview/sessions': ({ body }) => jsonResponse(aSession({ ...(body as object) }), { status: 201 }),
        'GET /api/interview/sessions/12': () => jsonResponse(aSession()),
      });
      await i18n.changeLanguage('zh-CN');
      renderWithProviders(<InterviewPage />);
      const user = userEvent.setup();

      expect(screen.getByLabelText('面试语言')).toHaveValue('zh-CN');
      expect(screen.getByText(/其他岗位使用通用题目/)).toBeInTheDocument();
      await user.type(screen.getByLabelText('目标岗位'), '前端工程师');
      await user.click(screen.getByRole('button', { name: '开始面试' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/interview/sessions')).toHaveLength(1));
      const [, zhInit] = callsTo(fetchMock, 'POST', '/api/interview/sessions')[0]!;
      expect(JSON.parse(String((zhInit as RequestInit).body))).toMatchObject({ role: '前端工程师', language: 'zh-CN' });

      window.location.hash = '#/interview';
      await waitFor(() => expect(screen.getByLabelText('面试语言')).toBeInTheDocument());
      await user.selectOptions(screen.getByLabelText('面试语言'), 'en');
      await user.click(screen.getByRole('button', { name: '开始面试' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/interview/sessions')).toHaveLength(2));
      const [, enInit] = callsTo(fetchMock, 'POST', '/api/interview/sessions')[1]!;
      expect(JSON.parse(String((enInit as RequestInit).body))).toMatchObject({ language: 'en' });
    });

    it.each([
      ['en', 'No question bank matches the role “Product manager”', 'English'],
      ['zh-CN', '没有与岗位“Product manager”对应的题库', '中文'],
    ])('says when a role got general questions (%s)', async (language, notice, languageName) => {
      window.location.hash = '#/interview?session=12';
      mockApi({
        'GET /api/interview/sessions/12': () =>
          jsonResponse(
            aSession({
              role: 'Product manager',
              generalQuestions: true,
              questionBank: null,
              language: language === 'en' ? 'zh-CN' : 'en',
            }),
          ),
      });
      await i18n.changeLanguage(language);
      renderWithProviders(<InterviewPage />);

      expect(await screen.findByRole('note')).toHaveTextContent(notice);
      // the session's own language, named in the page's
      expect(screen.getByText(new RegExp(language === 'en' ? 'Chinese' : '英文'))).toBeInTheDocument();
      // and never a word of the other language in it
      expect(document.body.textContent).not.toMatch(language === 'en' ? /中文/ : /English/);
      expect(languageName).toBeTruthy();
    });

    it('shows no notice for a session from a role bank', async () => {
      window.location.hash = '#/interview?session=12';
      mockApi({
        'GET /api/interview/sessions/12': () =>
          jsonResponse(aSession({ generalQuestions: false, questionBank: 'java-backend', language: 'en' })),
      });
      renderWithProviders(<InterviewPage />);
      expect(await screen.findByText('What is a Redis stream?')).toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });

    it('allows only 3 to 20 questions', async () => {
      mockApi({ 'GET /api/resumes': () => jsonResponse([]), 'GET /api/interview/sessions': () => jsonResponse([]) });
      renderWithProviders(<InterviewPage />);
      const user = userEvent.setup();

      await user.clear(screen.getByLabelText('Questions'));
      await user.type(screen.getByLabelText('Questions'), '21');

      expect(screen.getByLabelText('Questions')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Start interview' })).toBeDisabled();
    });

    it('lists past sessions to open or delete', async () => {
      const fetchMock = mockApi({
        'GET /api/resumes': () => jsonResponse([]),
        'GET /api/interview/sessions': () =>
          jsonResponse([{ id: 12, role: 'Backend engineer', difficulty: 'MEDIUM', status: 'COMPLETED', evaluateStatus: 'COMPLETED', createdAt: '2026-11-29T15:00:00Z' }]),
        'DELETE /api/interview/sessions/12': () => new Response(null, { status: 204 }),
      });
      renderWithProviders(<InterviewPage />);
      const user = userEvent.setup();

      const title = `Backend engineer · ${formatDateTime('2026-11-29T15:00:00Z', 'en')}`;
      expect(await screen.findByRole('link', { name: title })).toHaveAttribute('href', '#/interview?session=12');
      await user.click(screen.getByRole('button', { name: `Delete interview ${title}` }));
      await user.click(within(screen.getByRole('group')).getByRole('button', { name: 'Delete' }));

      await waitFor(() => expect(screen.queryByRole('link', { name: title })).not.toBeInTheDocument());
      expect(callsTo(fetchMock, 'DELETE', '/api/interview/sessions/12')).toHaveLength(1);
    });
  });

  describe('answering', () => {
    it('saves a draft shortly after typing stops, without advancing', async () => {
      window.location.hash = '#/interview?session=12';
      const fetchMock = mockApi({
        'GET /api/interview/sessions/12': () => jsonResponse(aSession()),
        'PUT /api/interview/sessions/12/answers': () => jsonResponse(aSession()),
      });
      renderWithProviders(<InterviewPage />);
      const user = userEvent.setup();

      expect(await screen.findByRole('heading', { name: 'What is a Redis stream?' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('Your answer'), 'A log');

      expect(await screen.findByText(/^Draft saved at/, {}, { timeout: 3_000 })).toBeInTheDocument();
      const puts = callsTo(fetchMock, 'PUT', '/api/interview/sessions/12/answers');
      expect(puts).toHaveLength(1);
      expect(JSON.parse(String((puts[0]![1] as RequestInit).body))).toEqual({ questionIndex: 0, answer: 'A log' });
      expect(screen.getByRole('heading', { name: 'What is a Redis stream?' })).toBeInTheDocument();
    });

    it('submits an answer and moves to the next question, keeping earlier drafts', async () => {
      window.location.hash = '#/interview?session=12';
      const session = aSession();
      const fetchMock = mockApi({
        'GET /api/interview/sessions/12': () => jsonResponse(session),
        'POST /api/interview/sessions/12/answers': () =>
          jsonResponse(
            aSession({
              currentIndex: 1,
              questions: session.questions.map((q) => (q.index === 0 ? { ...q, answer: 'Append-only log' } : q.index === 1 ? { ...q, answer: 'draft about snapshots' } : q)),
            }),
          ),
      });
      renderWithProviders(<InterviewPage />);
      const user = userEvent.setup();

      await user.type(await screen.findByLabelText('Your answer'), 'Append-only log');
      await user.click(screen.getByRole('button', { name: 'Submit and next' }));

      expect(await screen.findByRole('heading', { name: 'Explain MVCC.' })).toHaveFocus();
      expect(screen.getByLabelText('Your answer')).toHaveValue('draft about snapshots');
      expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'PUT', '/api/interview/sessions/12/answers')).toHaveLength(0);
    });

    it('can finish early after confirming', async () => {
      window.location.hash = '#/interview?session=12';
      let completed = false;
      mockApi({
        'GET /api/interview/sessions/12': () =>
          jsonResponse(completed ? aSession({ status: 'COMPLETED', evaluateStatus: 'PENDING' }) : aSession()),
        'POST /api/interview/sessions/12/complete': () => {
          completed = true;
          return jsonResponse(aSession({ status: 'COMPLETED', evaluateStatus: 'PENDING' }), { status: 202 });
        },
        'GET /api/interview/sessions/12/report': () => jsonResponse({ evaluateStatus: 'PENDING' }, { status: 202 }),
      });
      renderWithProviders(<InterviewPage />);
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Finish early' }));
      await user.click(screen.getByRole('button', { name: 'Finish interview' }));

      expect(await screen.findByText(/^Your answers are queued for evaluation/)).toBeInTheDocument();
    });
  });

  describe('finishing and coming back', () => {
    it.each([
      ['en', 'Submit and see the report', 'Evaluation report', /^Your answers are queued for evaluation/],
      ['zh-CN', '提交并查看报告', '评估报告', /^回答已提交，正在排队评估/],
    ])('submitting the last answer leads straight to the report and its live status (%s)', async (language, submit, title, waiting) => {
      window.location.hash = '#/interview?session=12';
      const session = aSession({ currentIndex: 2 });
      const fetchMock = mockApi({
        'GET /api/interview/sessions/12': () => jsonResponse(session),
        // the server completes the session with its last answer and queues the evaluation
        'POST /api/interview/sessions/12/answers': () =>
          jsonResponse(aSession({ currentIndex: 3, status: 'COMPLETED', evaluateStatus: 'PENDING' })),
        'GET /api/interview/sessions/12/report': () => jsonResponse({ evaluateStatus: 'PENDING' }, { status: 202 }),
      });
      await i18n.changeLanguage(language);
      renderWithProviders(<InterviewPage />);
      const user = userEvent.setup();

      await user.type(await screen.findByRole('textbox'), 'Snapshots per transaction');
      await user.click(screen.getByRole('button', { name: submit }));

      expect(await screen.findByRole('heading', { name: title })).toHaveFocus();
      expect(screen.getByText(waiting)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: language === 'en' ? 'Complete interview' : '完成面试' })).not.toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/interview/sessions/12/complete')).toHaveLength(0);
    });

    it.each(['en', 'zh-CN'])('reopening the page resumes the interview in progress (%s)', async (language) => {
      mockApi({
        'GET /api/resumes': () => jsonResponse([]),
        'GET /api/interview/sessions': () =>
          jsonResponse([
            { id: 14, role: 'SRE', status: 'COMPLETED', evaluateStatus: 'COMPLETED', updatedAt: '2026-12-02T10:00:00Z' },
            { id: 13, role: 'Backend engineer', status: 'IN_PROGRESS', evaluateStatus: null, updatedAt: '2026-12-01T10:00:00Z' },
            { id: 12, role: 'Backend engineer', status: 'IN_PROGRESS', evaluateStatus: null, updatedAt: '2026-11-30T10:00:00Z' },
          ]),
        'GET /api/interview/sessions/13': () => jsonResponse(aSession({ id: 13, currentIndex: 1 })),
      });
      await i18n.changeLanguage(language);
      renderWithProviders(<InterviewPage />);

      await waitFor(() => expect(window.location.hash).toBe('#/interview?session=13'));
      expect(await screen.findByText(language === 'en' ? 'Question 2 of 3' : '第 2 题，共 3 题')).toBeInTheDocument();
    });

    it('leaving for another section is not pulled back to the interview in progress', async () => {
      await i18n.changeLanguage('en');
      window.location.hash = '#/interview?session=14';
      const fetchMock = mockApi({
        'GET /api/resumes': () => jsonResponse([]),
        'GET /api/interview/sessions': () =>
          jsonResponse([{ id: 13, role: 'Backend engineer', status: 'IN_PROGRESS', evaluateStatus: null }]),
        'GET /api/interview/sessions/14': () => jsonResponse(aSession({ id: 14, currentIndex: 1 })),
      });
      renderWithProviders(<InterviewPage />);
      await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/interview/sessions')).not.toHaveLength(0));
      expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();

      // the page is still mounted when the address changes (the section swap renders after it)
      await act(async () => {
        window.location.hash = '#/knowledge-base';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(window.location.hash).toBe('#/knowledge-base');
    });

    it('the list stays the list when asked for it, and without an interview in progress', async () => {
      window.location.hash = '#/interview?view=list';
      let sessions: Array<Record<string, unknown>> = [{ id: 13, role: 'Backend engineer', status: 'IN_PROGRESS', evaluateStatus: null }];
      mockApi({
        'GET /api/resumes': () => jsonResponse([]),
        'GET /api/interview/sessions': () => jsonResponse(sessions),
      });
      const { unmount } = renderWithProviders(<InterviewPage />);
      expect(await screen.findByRole('link', { name: 'Backend engineer' })).toBeInTheDocument();
      expect(window.location.hash).toBe('#/interview?view=list');
      unmount();

      window.location.hash = '#/interview';
      sessions = [{ id: 13, role: 'Backend engineer', status: 'COMPLETED', evaluateStatus: 'PENDING' }];
      renderWithProviders(<InterviewPage />);
      expect(await screen.findByRole('link', { name: 'Backend engineer' })).toBeInTheDocument();
      expect(window.location.hash).toBe('#/interview');
    });
  });

  describe('report', () => {
    it('waits while the report answers 202, polling without live events, then shows it', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      window.location.hash = '#/interview?session=12';
      let ready = false;
      const fetchMock = mockApi({
        'GET /api/interview/sessions/12': () =>
          jsonResponse(aSession({ status: 'COMPLETED', evaluateStatus: ready ? 'COMPLETED' : 'PROCESSING' })),
        'GET /api/interview/sessions/12/report': () =>
          ready ? jsonResponse(aReport()) : jsonResponse({ evaluateStatus: 'PROCESSING' }, { status: 202 }),
      });
      renderWithProviders(<InterviewPage />);

      expect(await screen.findByText(/^Evaluating your answers/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
      ready = true;
      await act(() => vi.advanceTimersByTimeAsync(5_000));

      expect(await screen.findByLabelText('Overall score 64 out of 100')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Dimension scores (radar chart)' })).toBeInTheDocument();
      expect(screen.getByRole('rowheader', { name: 'Technical depth' }).nextElementSibling).toHaveTextContent('70');
      expect(screen.getByText('No answer given.')).toBeInTheDocument();
      expect(screen.getByText('(unanswered)')).toBeInTheDocument();
      expect(screen.getByText('consumer groups').parentElement).toHaveTextContent('consumer groups (covered)');
      expect(screen.getByText('XACK').parentElement).toHaveTextContent('XACK (missed)');
      expect(screen.getByText(/^Evaluated offline \(no language model configured\)/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();

      const reports = () => callsTo(fetchMock, 'GET', '/api/interview/sessions/12/report').length;
      const before = reports();
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(reports()).toBe(before);
    });

    it.each([
      ['en', 'Evaluated offline (no language model configured): each answer is compared'],
      ['zh-CN', '离线评估（未配置语言模型）：将每个回答与题目的参考要点对照'],
    ])('names the evaluator in plain words, not by its id (%s)', async (language, madeBy) => {
      window.location.hash = '#/interview?session=12';
      mockApi({
        'GET /api/interview/sessions/12': () => jsonResponse(aSession({ status: 'COMPLETED', evaluateStatus: 'COMPLETED' })),
        'GET /api/interview/sessions/12/report': () =>
          jsonResponse(aReport({ model: 'offline-evaluator (key-point terms, en + zh)', evaluatedAt: null })),
      });
      await i18n.changeLanguage(language);
      renderWithProviders(<InterviewPage />);

      const note = await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith(madeBy) === true);
      expect(note).not.toHaveTextContent('offline-evaluator');
    });

    it('shows a failed evaluation with its error and re-evaluates; a 409 shows its detail', async () => {
      window.location.hash = '#/interview?session=12';
      mockApi({
        'GET /api/interview/sessions/12': () =>
          jsonResponse(aSession({ status: 'COMPLETED', evaluateStatus: 'FAILED', evaluateError: 'Model answered 400' })),
        'GET /api/interview/sessions/12/report': () => jsonResponse({ evaluateStatus: 'FAILED' }, { status: 202 }),
        'POST /api/interview/sessions/12/re-evaluate': () =>
          problemResponse({ status: 409, title: 'Conflict', detail: 'Interview 12 is already being evaluated' }),
      });
      renderWithProviders(<InterviewPage />);

      expect(await screen.findByText('Model answered 400')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Retry evaluation' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Interview 12 is already being evaluated');
    });
  });
});
