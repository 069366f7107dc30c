import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aSession } from '@/testing/fixtures';
import { jsonResponse, mockApi, renderWithProviders } from '@/testing/test-utils';
import { i18n } from '@/lib/i18n/i18n';
import { InterviewPage } from './interview-page';

const WORDS = {
  en: {
    answer: 'Your answer',
    finishEarly: 'Finish early',
    draftQuestion: 'Finish now? Your answer to question 1 is not submitted yet.',
    notReached: '2 other questions stay unanswered.',
    withDraft: 'Submit it and finish',
    withoutDraft: 'Finish without it',
    noDraftQuestion: 'Finish now with 3 unanswered?',
    finish: 'Finish interview',
    progress: '0 of 3 answered. You may finish early: a question not answered scores 0.',
  },
  'zh-CN': {
    answer: '你的回答',
    finishEarly: '提前结束',
    draftQuestion: '现在结束吗？第 1 题的回答还没有提交。',
    notReached: '其余 2 道题记为未作答。',
    withDraft: '提交这个回答并结束',
    withoutDraft: '不提交，直接结束',
    noDraftQuestion: '还有 3 道题未作答，现在结束吗？',
    finish: '结束面试',
    progress: '已答 0 / 3 题。可以提前结束：未作答的题目记 0 分。',
  },
};

/** A server that keeps the current question's draft; `atCompletion` is what it held when the interview ended. */
function server(savedDraft: string | null = null) {
  const state = { stored: savedDraft, atCompletion: undefined as string | null | undefined };
  const session = () => aSession({ questions: aSession().questions.map((q) => (q.index === 0 ? { ...q, answer: savedDraft } : q)) });
  mockApi({
    'GET /api/interview/sessions/12': () =>
      jsonResponse(state.atCompletion === undefined ? session() : aSession({ status: 'COMPLETED', evaluateStatus: 'PENDING' })),
    'PUT /api/interview/sessions/12/answers': ({ body }) => {
      state.stored = (body as { answer: string | null }).answer;
      return jsonResponse(session());
    },
    'POST /api/interview/sessions/12/complete': () => {
      state.atCompletion = state.stored;
      return jsonResponse(aSession({ status: 'COMPLETED', evaluateStatus: 'PENDING' }), { status: 202 });
    },
    'GET /api/interview/sessions/12/report': () => jsonResponse({ evaluateStatus: 'PENDING' }, { status: 202 }),
  });
  return state;
}

describe.each(Object.entries(WORDS))('Finish early (%s)', (language, words) => {
  beforeEach(async () => {
    window.location.hash = '#/interview?session=12';
    await i18n.changeLanguage(language);
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says that the typed answer is not submitted, and submits it only when asked to', async () => {
    const state = server();
    renderWithProviders(<InterviewPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(words.answer), 'An append-only log');

    await user.click(screen.getByRole('button', { name: words.finishEarly }));
    const asked = screen.getByRole('group', { name: /1/ });
    expect(asked).toHaveTextContent(words.draftQuestion);
    expect(within(asked).getByText(words.notReached)).toHaveClass('confirm__detail');
    await user.click(within(asked).getByRole('button', { name: words.withDraft }));

    await waitFor(() => expect(state.atCompletion).toBe('An append-only log'));
  });

  it('finishes without the typed answer when asked to: the server holds none, not even a draft saved earlier', async () => {
    const state = server('a draft saved before');
    renderWithProviders(<InterviewPage />);
    const user = userEvent.setup();
    const answer = await screen.findByLabelText(words.answer);
    await user.clear(answer);
    await user.type(answer, 'An append-only log');

    await user.click(screen.getByRole('button', { name: words.finishEarly }));
    await user.click(screen.getByRole('button', { name: words.withoutDraft }));

    await waitFor(() => expect(state.atCompletion).not.toBeUndefined());
    expect(state.atCompletion).toBe('');
  });

  it('asks the plain question when nothing is typed', async () => {
    const state = server();
    renderWithProviders(<InterviewPage />);
    const user = userEvent.setup();

    // what finishing early costs, said before it is pressed (it read "unanswered questions count as unanswered")
    expect(await screen.findByText(words.progress)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.finishEarly }));
    expect(screen.getByRole('group', { name: words.noDraftQuestion })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.withDraft })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.finish }));

    await waitFor(() => expect(state.atCompletion).toBeNull());
  });
});
