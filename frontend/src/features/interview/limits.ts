/**
 * Longest answer the server accepts, in characters (`prepstream.interview.max-answer-length`,
 * default 10000 in InterviewSettings). The answer box stops here so typing never outruns the draft save.
 */
export const MAX_ANSWER_LENGTH = 10_000;

/** The remaining-characters counter shows once this few are left. */
export const ANSWER_COUNTER_FROM = 1_000;
