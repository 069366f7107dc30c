/** Query keys of the chat feature; everything starts with `chat`. */
export const chatKeys = {
  all: ['chat'] as const,
  sessions: () => ['chat', 'sessions'] as const,
  session: (id: number) => ['chat', 'session', id] as const,
  scopeItems: () => ['chat', 'scope-items'] as const,
};
