export const resumeKeys = {
  all: ['resumes'] as const,
  list: () => ['resumes', 'list'] as const,
  detail: (id: number) => ['resumes', 'detail', id] as const,
  history: (id: number) => ['resumes', 'history', id] as const,
};
