/** A passage an answer was given, numbered as the answer cites it ([n]). */
export type ChatSource = {
  n: number;
  knowledgeBaseId: number;
  knowledgeBaseName: string;
  /** The note's title (absent in answers stored before titles were kept). */
  title?: string | null;
  chunkIndex: number;
  /** Cosine similarity of the passage to the question; higher is closer. */
  score: number;
  content: string;
  snippet?: string;
  /** The document was deleted since; the passage shown is the copy kept with the answer. */
  gone?: boolean;
};

export type ChatMessage = {
  id: number;
  role: 'USER' | 'ASSISTANT';
  content: string;
  sources: ChatSource[];
  model: string | null;
  /** COMPLETE, NOT_FOUND (nothing in the notes), FAILED or INTERRUPTED. */
  status: string;
  language: string;
  createdAt: string;
};

export type ChatSessionSummary = {
  id: number;
  title: string | null;
  scope: number[];
  messageCount: number;
  createdAt: string;
  updatedAt: string;
};

export type ChatSession = Omit<ChatSessionSummary, 'messageCount'> & { messages: ChatMessage[] };

export type Page<T> = { items: T[]; page: number; size: number; total: number };

/** A knowledge-base document as the scope picker needs it. */
export type ScopeItem = { id: number; name: string; title?: string; vectorStatus: string };

export type AnswerDone = {
  questionId: number;
  messageId: number;
  model: string;
  status: string;
  searchQuery: string;
  timings: Record<string, number>;
};
