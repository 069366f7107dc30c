import type { InterviewSession } from './types';

/**
 * Longest answer the server accepts, in characters, when the session does not say: the server's
 * default (`prepstream.interview.max-answer-length`, 10000 in InterviewSettings). Every session view
 * carries the server's own limit (`maxAnswerLength`), which is what the answer box enforces.
 */
export const MAX_ANSWER_LENGTH = 10_000;

/** The remaining-characters counter shows once this few are left. */
export const ANSWER_COUNTER_FROM = 1_000;

/**
 * The limit the answer box stops at: the server's (an operator's setting), else the fallback for a
 * server that predates the field. The box stops here so typing never outruns the draft save.
 */
export function answerLimit(session: Pick<InterviewSession, 'maxAnswerLength'>): number {
  const limit = session.maxAnswerLength;
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : MAX_ANSWER_LENGTH;
}
