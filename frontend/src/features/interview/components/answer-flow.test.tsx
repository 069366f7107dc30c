import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aSession } from '@/testing/fixtures';
import { callsTo, jsonResponse, mockApi, problemResponse, renderWithProviders } from '@/testing/test-utils';
import { i18n } from '@/lib/i18n/i18n';
import { InterviewPage } from './interview-page';

const tooLong = { status: 400, title: 'Bad Request', detail: 'Answers are at most 10000 characters' };

describe('AnswerFlow limits and local draft', () => {
  beforeEach(() => {
    window.location.hash = '#/interview?session=12';
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('stops at the server limit and counts down near it, in both languages', async () => {
    mockApi({ 'GET /api/interview/sessions/12': () => jsonResponse(aSession()) });
    renderWithProviders(<InterviewPage />);
    const box = await screen.findByLabelText('Your answer');

    expect(box).toHaveAttribute('maxlength', '10000');
    fireEvent.change(box, { target: { value: 'a'.repeat(8_000) } });
    expect(screen.queryByText(/characters? left/)).not.toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'a'.repeat(9_500) } });
    expect(screen.getByText('500 characters left')).toBeInTheDocument();
    await i18n.changeLanguage('zh-CN');
    expect(await screen.findByText('还可输入 500 个字符')).toBeInTheDocument();
  });

  it("enforces the server's own limit from the session, not the page's copy, in both languages", async () => {
    // an operator's prepstream.interview.max-answer-length=2000
    mockApi({ 'GET /api/interview/sessions/12': () => jsonResponse(aSession({ maxAnswerLength: 2_000 })) });
    renderWithProviders(<InterviewPage />);
    const box = await screen.findByLabelText('Your answer');

    expect(box).toHaveAttribute('maxlength', '2000');
    fireEvent.change(box, { target: { value: 'a'.repeat(1_500) } });
    expect(screen.getByText('500 characters left')).toBeInTheDocument();
    await i18n.changeLanguage('zh-CN');
    expect(await screen.findByText('还可输入 500 个字符')).toBeInTheDocument();
    expect(screen.getByLabelText('你的回答')).toHaveAttribute('maxlength', '2000');
  });

  it('keeps an unsaved answer across a reload and forgets it once the server has it', async () => {
    let reject = true;
    const fetchMock = mockApi({
      'GET /api/interview/sessions/12': () => jsonResponse(aSession()),
      'PUT /api/interview/sessions/12/answers': () => (reject ? problemResponse(tooLong, { status: 400 }) : jsonResponse(aSession())),
    });
    const first = renderWithProviders(<InterviewPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your answer'), 'Typed offline');
    expect(await screen.findByText(/^Draft not saved/, {}, { timeout: 3_000 })).toBeInTheDocument();
    first.unmount();

    // "reload": a fresh page whose server copy is still empty
    const second = renderWithProviders(<InterviewPage />);
    expect(await screen.findByLabelText('Your answer')).toHaveValue('Typed offline');

    reject = false;
    await user.type(screen.getByLabelText('Your answer'), '!');
    expect(await screen.findByText(/^Draft saved at/, {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/interview/sessions/12/answers').length).toBeGreaterThanOrEqual(2);
    second.unmount();

    // saved: the page now shows the server's copy (still empty in this fake), not a stale local one
    renderWithProviders(<InterviewPage />);
    expect(await screen.findByLabelText('Your answer')).toHaveValue('');
  });
});
