import type { TaskStatus } from '@/lib/task-status';

/** A document in the knowledge base (docs/api.md "item"). */
export type KnowledgeBaseItem = {
  id: number;
  name: string;
  /** The note's own title (front matter, first heading, HTML title), else its name. */
  title?: string;
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
  /** The note's title as its reader knows it. */
  title?: string | null;
  chunkIndex: number;
  content: string;
  /** Cosine similarity of meaning; higher is closer. Hits are ranked by words and meaning, so it need not descend. */
  score: number;
  /** Found by its words in chunks another language's model read (an English question over Chinese notes). */
  otherLanguage?: boolean;
  /**
   * Scored below the threshold chat answers from (its model's, for the question's language): shown as a weaker
   * match. Absent from older servers: treated as clearly relevant.
   */
  weak?: boolean;
};

export type SortBy = 'createdAt' | 'name' | 'size';

/** A note's extracted text for the reader view (`GET /api/knowledgebase/{id}/text`). */
export type NoteText = {
  id: number;
  title: string;
  name: string;
  originalFilename: string;
  format: 'markdown' | 'text';
  text: string;
  truncated: boolean;
  /** The text of the passage asked for, to scroll to. */
  passage: string | null;
};
