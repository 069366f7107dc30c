import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import type { ApiError } from '@/lib/api-client';
import { askQuestion } from '../api/ask';
import { chatKeys } from '../api/keys';
import { useChatSession, useCreateChatSession } from '../api/sessions';
import type { ChatSource } from '../types';
import { Answer } from './answer';

const MAX_QUESTION = 400;

type Live = {
  question: string;
  sources: ChatSource[];
  text: string;
  error: ApiError | null;
  streaming: boolean;
  /** Known once the answer is stored: the id its stored copy will show under. */
  messageId: number | null;
};

/** Which answer's passage is open: a stored message id, or the answer still streaming. */
type OpenPassage = { answer: number | typeof STREAMING; n: number };
const STREAMING = 'live';

type Props = {
  /** The session shown; null before the first question, which starts one over all the notes. */
  sessionId: number | null;
  /** Told the id of the session the first question started. */
  onStarted: (id: number) => void;
  /** Whether to invite the first question (not while the page says there are no notes to answer from). */
  showHint?: boolean;
};

/** One session: its questions and answers, and the question being answered as it streams. */
export function Conversation({ sessionId: given, onStarted, showHint = true }: Props) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<number | null>(null);
  const sessionId = given ?? started;
  const create = useCreateChatSession();
  const { data: session, error } = useChatSession(sessionId);
  const [question, setQuestion] = useState('');
  const [live, setLive] = useState<Live | null>(null);
  const [openPassage, setOpenPassage] = useState<OpenPassage | null>(null);
  const abort = useRef<AbortController | null>(null);
  const liveEnd = useRef<HTMLDivElement>(null);
  const askBox = useRef<HTMLFormElement>(null);
  const inputId = useId();

  useEffect(() => () => abort.current?.abort(), []);

  // The new question and its answer follow the page as they stream. Without this a phone stayed on the
  // first message: its question box is pinned to the screen's bottom, so one types without scrolling down,
  // and the answer grew below the screen (on a desktop the box is in the page, one has scrolled to it, and the
  // browser's scroll anchoring kept it there). The end of the answer is brought just above the question box:
  // pinned over the page on a phone, right under the answers on a desktop, its height is the margin either way.
  const liveLength = live ? live.text.length + live.sources.length : 0;
  useEffect(() => {
    const end = liveEnd.current;
    if (!end) return;
    end.style.scrollMarginBottom = `${(askBox.current?.offsetHeight ?? 0) + 8}px`;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    end.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [live?.question, liveLength, live?.streaming, live?.error]);

  // Enter sends and Shift+Enter starts a new line, as in other chats; not while an input method is
  // composing: Chinese and Japanese typists press Enter to pick the characters they mean
  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const asked = question.trim();
    if (!asked || live?.streaming) return;
    const controller = new AbortController();
    abort.current = controller;
    setQuestion('');
    setLive({ question: asked, sources: [], text: '', error: null, streaming: true, messageId: null });
    void sessionFor(asked).then((id) => (id === null ? undefined : ask(id, asked, controller)));
  };

  /** The session to ask in: the one shown, else a new one over all the notes (its failure shown as the answer's). */
  const sessionFor = async (asked: string): Promise<number | null> => {
    if (sessionId !== null) return sessionId;
    try {
      const created = await create.mutateAsync({ scope: [] });
      setStarted(created.id);
      onStarted(created.id);
      return created.id;
    } catch (failure) {
      setLive({ question: asked, sources: [], text: '', error: failure as ApiError, streaming: false, messageId: null });
      return null;
    }
  };

  const ask = (id: number, asked: string, controller: AbortController) => {
    void askQuestion(
      id,
      asked,
      {
        onSources: (sources) => setLive((current) => current && { ...current, sources }),
        onDelta: (text) => setLive((current) => current && { ...current, text: current.text + text }),
        onDone: (done) => {
          setLive((current) => current && { ...current, streaming: false, messageId: done.messageId });
          // the stored answer takes the streamed one's place: a passage opened meanwhile stays open
          setOpenPassage((current) => (current?.answer === STREAMING ? { answer: done.messageId, n: current.n } : current));
          void queryClient.invalidateQueries({ queryKey: chatKeys.session(id) }).then(() => setLive(null));
          void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
        },
        onError: (failure) => {
          setLive((current) => current && { ...current, error: failure, streaming: false });
          void queryClient.invalidateQueries({ queryKey: chatKeys.sessions() });
        },
      },
      controller.signal,
    );
  };

  const passageOf = (answer: number | typeof STREAMING) => ({
    open: openPassage?.answer === answer ? openPassage.n : null,
    onOpenChange: (n: number | null) => setOpenPassage(n === null ? null : { answer, n }),
  });

  const stop = () => {
    abort.current?.abort();
    setLive((current) => current && { ...current, streaming: false });
  };

  return (
    <section className="panel chat-conversation" aria-label={session?.title ?? t('sessions.untitled')}>
      <ErrorMessage error={error} prefix={t('conversation.loadFailed')} />
      {sessionId === null && !live && showHint ? <p className="muted">{t('conversation.none')}</p> : null}
      <ol className="chat-messages" aria-label={t('conversation.messages')}>
        {session?.messages.map((message) =>
          message.role === 'USER' ? (
            <li key={message.id} className="chat-question">
              {message.content}
            </li>
          ) : (
            <li key={message.id}>
              {message.status === 'FAILED' ? <p className="muted">{t('conversation.failed')}</p> : null}
              {message.status === 'INTERRUPTED' ? <p className="muted">{t('conversation.interrupted')}</p> : null}
              <Answer
                text={message.content}
                sources={message.sources}
                label={t('conversation.answer')}
                finished
                {...passageOf(message.id)}
              />
            </li>
          ),
        )}
        {live ? (
          <>
            <li className="chat-question">{live.question}</li>
            <li aria-live="polite" aria-busy={live.streaming}>
              {live.streaming && !live.text ? <p className="muted">{t('conversation.thinking')}</p> : null}
              <Answer
                text={live.text}
                sources={live.sources}
                label={live.streaming ? t('conversation.answering') : t('conversation.answer')}
                finished={!live.streaming && !live.error}
                {...passageOf(live.messageId ?? STREAMING)}
              />
              {live.error ? <ErrorMessage error={live.error} prefix={t('conversation.answerFailed')} /> : null}
              <div ref={liveEnd} className="chat-live-end" />
            </li>
          </>
        ) : null}
      </ol>
      <form ref={askBox} className="chat-ask" onSubmit={onSubmit}>
        <label htmlFor={inputId}>{t('conversation.askLabel')}</label>
        <textarea
          id={inputId}
          value={question}
          maxLength={MAX_QUESTION}
          rows={2}
          placeholder={t('conversation.placeholder')}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={sendOnEnter}
        />
        {/* on a phone the count shows only near the limit: the box follows the page and must stay small */}
        <p className={`muted chat-ask__remaining${MAX_QUESTION - question.length > 40 ? ' chat-ask__remaining--plenty' : ''}`}>
          {t('conversation.remaining', { count: MAX_QUESTION - question.length })}
        </p>
        {live?.streaming ? (
          <button type="button" className="button" onClick={stop}>
            {t('conversation.stop')}
          </button>
        ) : (
          <button type="submit" className="button button--primary" disabled={question.trim() === ''}>
            {t('conversation.ask')}
          </button>
        )}
      </form>
    </section>
  );
}
