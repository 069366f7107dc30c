import { ApiError, toApiError, type ProblemDetail } from '@/lib/api-client';
import { withCsrf } from '@/lib/csrf';
import { currentLanguage } from '@/lib/i18n/i18n';
import type { AnswerDone, ChatSource } from '../types';

export type AnswerHandlers = {
  onSources: (sources: ChatSource[]) => void;
  onDelta: (text: string) => void;
  onDone: (done: AnswerDone) => void;
  onError: (error: ApiError) => void;
};

/**
 * `POST /api/chat/sessions/{id}/messages` as Server-Sent Events: `sources`, `delta`s, then `done`
 * or `error`. EventSource cannot POST, so the stream is read from `fetch`. Aborting the signal
 * hangs up, which stops the answer on the server.
 */
export async function askQuestion(sessionId: number, question: string, handlers: AnswerHandlers, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetch(`/api/chat/sessions/${sessionId}/messages`, {
      method: 'POST',
      headers: withCsrf(
        'POST',
        new Headers({ Accept: 'text/event-stream', 'Content-Type': 'application/json', 'Accept-Language': currentLanguage() }),
      ),
      body: JSON.stringify({ question }),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') return;
    handlers.onError(new ApiError(cause instanceof Error ? cause.message : String(cause), 0));
    return;
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    handlers.onError(toApiError(response.status, response.statusText, response.headers.get('Content-Type'), text));
    return;
  }
  await readEvents(response.body, (name, data) => dispatch(name, data, handlers));
}

function dispatch(name: string, data: unknown, handlers: AnswerHandlers) {
  if (name === 'sources') handlers.onSources((data as { sources: ChatSource[] }).sources);
  else if (name === 'delta') handlers.onDelta((data as { text: string }).text);
  else if (name === 'done') handlers.onDone(data as AnswerDone);
  else if (name === 'error') {
    const problem = data as ProblemDetail;
    handlers.onError(new ApiError(problem.detail ?? problem.title ?? 'Error', problem.status ?? 0, problem));
  }
}

/** Parses a `text/event-stream` body: events end at a blank line; `event:` names them, `data:` carries JSON. */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (name: string, data: unknown) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      emit(buffer.slice(0, end), onEvent);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
  if (buffer.trim() !== '') emit(buffer, onEvent);
}

function emit(block: string, onEvent: (name: string, data: unknown) => void) {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length > 0) onEvent(name, JSON.parse(data.join('\n')) as unknown);
}
