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
  /** Cosine similarity; higher is better. */
  score: number;
};

export type SortBy = 'createdAt' | 'name' | 'size';
