/**
 * The answer as typed, kept in this browser until the server holds it: a reload or a failed draft
 * save (e.g. too long, offline) must never lose what was typed.
 */
const key = (sessionId: number, questionIndex: number) => `prepstream.interview.draft.${sessionId}.${questionIndex}`;

export function readLocalDraft(sessionId: number, questionIndex: number): string | null {
  try {
    return window.localStorage.getItem(key(sessionId, questionIndex));
  } catch {
    return null; // storage blocked (private mode, policy): fall back to the server's copy
  }
}

export function writeLocalDraft(sessionId: number, questionIndex: number, text: string) {
  try {
    window.localStorage.setItem(key(sessionId, questionIndex), text);
  } catch {
    // storage full or blocked: the server draft still applies
  }
}

export function clearLocalDraft(sessionId: number, questionIndex: number) {
  try {
    window.localStorage.removeItem(key(sessionId, questionIndex));
  } catch {
    // nothing to clear
  }
}
