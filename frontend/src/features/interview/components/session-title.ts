/** What a session is named by: the role it was for and when it was started. */
type Named = { id: number; role?: string | null; createdAt?: string | null };

/**
 * Each session's title as a person knows it ("Backend engineer · Nov 29, 2026, 3:00 PM"), given how one is
 * named (`name`); the id, which means nothing to a person, is added (`withId`) only to tell apart two that
 * would otherwise read the same.
 */
export function sessionTitles<T extends Named>(
  sessions: T[],
  name: (session: T) => string,
  withId: (title: string, id: number) => string,
): Map<number, string> {
  const names = new Map(sessions.map((session) => [session.id, name(session)]));
  const uses = new Map<string, number>();
  for (const title of names.values()) uses.set(title, (uses.get(title) ?? 0) + 1);
  return new Map([...names].map(([id, title]) => [id, (uses.get(title) ?? 0) > 1 ? withId(title, id) : title]));
}
