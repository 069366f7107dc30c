import type { TaskStatus } from '@/lib/task-status';

export type Resume = {
  id: number;
  originalFilename: string;
  contentType: string;
  sizeBytes: number;
  fileHash: string;
  analyzeStatus: TaskStatus;
  analyzeError: string | null;
  createdAt: string;
  updatedAt: string;
};

export type ResumeAnalysis = {
  overallScore: number;
  /** Named sub-scores, 0–100 (at least five). */
  scores: Record<string, number>;
  summary: string;
  strengths: string[];
  weaknesses: string[];
  suggestions: string[];
  skills: string[];
  /** Which analyzer or LLM produced it. */
  model: string;
  analyzedAt: string;
  /** The language its text is written in (`en`, `zh-CN`): the page's when it was asked for. */
  language: string;
};

/** `GET /api/resumes/{id}/detail`: the resume with its analysis (null until COMPLETED). */
export type ResumeDetail = Resume & { analysis: ResumeAnalysis | null };
