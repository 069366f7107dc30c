import type { TaskStatus } from '@/lib/task-status';

export type Difficulty = 'EASY' | 'MEDIUM' | 'HARD';

export type SessionQuestion = { index: number; question: string; category: string | null; answer: string | null };

export type InterviewSession = {
  id: number;
  resumeId: number | null;
  role: string | null;
  difficulty: string | null;
  status: 'IN_PROGRESS' | 'COMPLETED';
  questions: SessionQuestion[];
  /** Index of the question to answer next; equals questions.length when all are answered. */
  currentIndex: number;
  /** Null until the session is completed. */
  evaluateStatus: TaskStatus | null;
  evaluateError: string | null;
  createdAt: string;
  updatedAt: string;
  /** The session's language: questions, key points and feedback are in it. */
  language?: SessionLanguage;
  /** The role bank the questions came from; null when the role maps to none. */
  questionBank?: string | null;
  /** True when the role maps to no bank and the session has general (behavioural) questions. */
  generalQuestions?: boolean;
  /** The longest answer the server accepts, in characters (its setting); see limits.ts `answerLimit`. */
  maxAnswerLength?: number;
};

/**
 * `GET /api/interview/sessions` rows. docs/api.md names them "session summary" without listing the
 * fields, so everything but the id is optional here and shown when present.
 */
export type SessionSummary = Partial<Omit<InterviewSession, 'id'>> & {
  id: number;
  questionCount?: number;
  answeredCount?: number;
  overallScore?: number | null;
};

export type ReportQuestion = {
  index: number;
  question: string;
  answer: string | null;
  score: number;
  feedback: string;
  keyPoints: string[];
  /** Which key points the answer covered and missed (sent by the evaluators; optional in docs/api.md). */
  coveredKeyPoints?: string[];
  missedKeyPoints?: string[];
};

export type InterviewReport = {
  overallScore: number;
  dimensions: Record<string, number>;
  summary: string;
  questions: ReportQuestion[];
  improvements: string[];
  model: string;
  evaluatedAt: string;
};

/** `GET .../report`: the report (200), or where its evaluation stands (202). */
export type ReportState =
  | { ready: true; report: InterviewReport }
  | { ready: false; evaluateStatus: TaskStatus | null };

export type SessionLanguage = 'en' | 'zh-CN';

export type CreateSessionInput = {
  resumeId?: number;
  role?: string;
  questionCount?: number;
  difficulty?: Difficulty;
  language?: SessionLanguage;
};

/** What the interview form needs to know about a resume (from `GET /api/resumes`). */
export type ResumeOption = { id: number; originalFilename: string; analyzeStatus: TaskStatus };
