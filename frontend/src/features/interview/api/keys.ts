export const interviewKeys = {
  all: ['interview'] as const,
  sessions: () => ['interview', 'sessions'] as const,
  session: (id: number) => ['interview', 'session', id] as const,
  report: (id: number) => ['interview', 'report', id] as const,
  history: (id: number) => ['interview', 'history', id] as const,
  resumeOptions: () => ['interview', 'resume-options'] as const,
};
