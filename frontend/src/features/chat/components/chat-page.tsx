import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '@/components/confirm-button';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { hashHref } from '@/lib/hash-route';
import { useChatSessions, useCreateChatSession, useDeleteChatSession, useScopeItems } from '../api/sessions';
import { Conversation } from './conversation';

/** Ask the knowledge base: sessions on the side, the open one's questions and cited answers. */
export function ChatPage() {
  const { t } = useTranslation('chat');
  const sessions = useChatSessions();
  const remove = useDeleteChatSession();
  const [current, setCurrent] = useState<number | null>(null);
  // the conversation shown is remounted only when a person picks one (a list entry, the new-conversation
  // form): a conversation started by its first question keeps its streaming answer while it gets its id
  const [shownKey, setShownKey] = useState(0);
  // folded at first: on a phone the conversation comes first (wider screens always show the list)
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const open = (id: number) => {
    setCurrent(id);
    setShownKey((key) => key + 1);
    setHistoryOpen(false);
  };
  const count = sessions.data?.items.length ?? 0;
  const shown = current ?? sessions.data?.items[0]?.id ?? null;
  const notes = useScopeItems();
  // with no notes ready this notice is the page's one message: the question box's hint would contradict it
  const noNotes = notes.data?.length === 0;

  return (
    <div className="chat">
      <h2>{t('title')}</h2>
      {noNotes ? (
        <p className="notice chat__no-notes" role="note">
          {t('noNotes.text')} <a href={hashHref('knowledge-base')}>{t('noNotes.link')}</a>
        </p>
      ) : null}
      <div className="chat__layout">
        <section className="panel chat-sessions" aria-labelledby="chat-sessions-title">
          <div className="chat-sessions__header">
            <h3 id="chat-sessions-title" className="panel__title">
              {t('sessions.title')}
            </h3>
            {/* on a phone the list folds away under the conversation; the button is hidden on wider screens, and
                absent while there is nothing to unfold ("Show all (0)") */}
            {count > 0 ? (
              <button
                type="button"
                className="button button--small chat-sessions__toggle"
                aria-expanded={historyOpen}
                aria-controls={historyId}
                onClick={() => setHistoryOpen(!historyOpen)}
              >
                {historyOpen ? t('sessions.hide') : t('sessions.show', { n: count })}
              </button>
            ) : null}
          </div>
          {/* starting a conversation is never folded away with the list of past ones */}
          <NewSession onCreated={open} />
          <div id={historyId} className={historyOpen || count === 0 ? 'chat-sessions__body' : 'chat-sessions__body chat-sessions__body--folded'}>
            <ErrorMessage error={sessions.error ?? remove.error} prefix={t('sessions.failed')} />
            {sessions.data && sessions.data.items.length === 0 ? <EmptyState title={t('sessions.none')} /> : null}
            <ul className="chat-session-list" aria-label={t('sessions.listLabel')}>
              {sessions.data?.items.map((session) => {
                const title = session.title ?? t('sessions.untitled');
                return (
                  <li key={session.id} className={session.id === shown ? 'chat-session chat-session--current' : 'chat-session'}>
                    <button
                      type="button"
                      className="chat-session__open"
                      aria-current={session.id === shown ? 'true' : undefined}
                      onClick={() => open(session.id)}
                    >
                      {title}
                    </button>
                    <span className="muted">{t('sessions.messages', { count: session.messageCount })}</span>
                    <ConfirmButton
                      question={t('sessions.deleteQuestion', { title })}
                      aria-label={t('sessions.deleteLabel', { title })}
                      onConfirm={() => {
                        if (session.id === shown) {
                          setCurrent(null);
                          setShownKey((key) => key + 1);
                        }
                        remove.mutate(session.id);
                      }}
                    >
                      {t('sessions.delete')}
                    </ConfirmButton>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
        {/* with no conversation yet the question box is there at once: the first question starts one */}
        {sessions.data || sessions.error ? (
          <Conversation key={shownKey} sessionId={shown} onStarted={setCurrent} showHint={!noNotes} />
        ) : null}
      </div>
    </div>
  );
}

function NewSession({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation('chat');
  const items = useScopeItems();
  const create = useCreateChatSession();
  const [title, setTitle] = useState('');
  const [scope, setScope] = useState<number[]>([]);
  const titleId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { title: title.trim() || undefined, scope },
      {
        onSuccess: (session) => {
          setTitle('');
          setScope([]);
          onCreated(session.id);
        },
      },
    );
  };

  const toggle = (id: number) => setScope((chosen) => (chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]));

  return (
    <form className="chat-new" onSubmit={onSubmit}>
      <label htmlFor={titleId}>{t('new.titleLabel')}</label>
      <input id={titleId} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      {/* folded: the sidebar's box cut the list after two or three titles; opened, every title shows whole */}
      <details className="chat-scope">
        <summary>
          {t('new.scopeSummary', {
            scope: t('new.scope'),
            choice: scope.length === 0 ? t('new.scopeAllShort', { count: items.data?.length ?? 0 }) : t('new.scopeSome', { count: scope.length }),
          })}
        </summary>
        <fieldset className="chat-scope__list">
          <legend className="visually-hidden">{t('new.scope')}</legend>
          <p className="muted">{t('new.scopeAll')}</p>
          {items.data?.map((item) => (
            <label key={item.id} className="chat-scope__item">
              <input type="checkbox" checked={scope.includes(item.id)} onChange={() => toggle(item.id)} />
              {item.title || item.name}
            </label>
          ))}
        </fieldset>
      </details>
      <ErrorMessage error={create.error} prefix={t('new.failed')} />
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {t('new.create')}
      </button>
    </form>
  );
}
