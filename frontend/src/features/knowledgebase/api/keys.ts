/** Query keys of the knowledge base feature; everything starts with `knowledgebase`. */
export const kbKeys = {
  all: ['knowledgebase'] as const,
  lists: () => ['knowledgebase', 'list'] as const,
  list: (params: object) => ['knowledgebase', 'list', params] as const,
  detail: (id: number) => ['knowledgebase', 'detail', id] as const,
  history: (id: number) => ['knowledgebase', 'history', id] as const,
  search: (params: object) => ['knowledgebase', 'search', params] as const,
  text: (id: number, chunk?: number) => ['knowledgebase', 'text', id, chunk ?? null] as const,
};
