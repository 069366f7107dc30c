import type { TaskStatus } from '@/lib/task-status';

/** A document in the knowledge base (docs/api.md "item"). */
export type KnowledgeBaseItem = {
  id: number;
  name: string;
  category: string | null;
  originalFilename: string;
  contentType: string;
  sizeBytes: number;
  fileHash: string;
  vectorStatus: TaskStatus;
  vectorError: string | null;
  chunkCount: number | null;
  embeddingModel: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A search hit: a matching chunk of one document, best first. */
export type SearchHit = {
  knowledgeBaseId: number;
  knowledgeBaseName: string;
  chunkIndex: number;
  content: string;
  /** Cosine similarity of meaning; higher is closer. Hits are ranked by words and meaning, so it need not descend. */
  score: number;
  /** Found by its words in chunks another language's model read (an English question over Chinese notes). */
  otherLanguage?: boolean;
};

export type SortBy = 'createdAt' | 'name' | 'size';
