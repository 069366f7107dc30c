import type { TaskStatus } from '@/lib/task-status';

/** Builders for API objects, as docs/api.md describes them: `aKnowledgeBaseItem({ vectorStatus: 'FAILED' })`. */
export function aKnowledgeBaseItem(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: 'Spring notes',
    category: 'Java',
    originalFilename: 'spring-notes.md',
    contentType: 'text/markdown',
    sizeBytes: 2048,
    fileHash: 'abc123',
    vectorStatus: 'COMPLETED' as TaskStatus,
    vectorError: null as string | null,
    chunkCount: 4,
    embeddingModel: 'all-MiniLM-L6-v2',
    createdAt: '2026-11-29T15:00:00Z',
    updatedAt: '2026-11-29T15:00:05Z',
    ...overrides,
  };
}

export function aResume(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    originalFilename: 'awesome-cv-resume.pdf',
    contentType: 'application/pdf',
    sizeBytes: 80_000,
    fileHash: 'def456',
    analyzeStatus: 'COMPLETED' as TaskStatus,
    analyzeError: null as string | null,
    createdAt: '2026-11-29T15:00:00Z',
    updatedAt: '2026-11-29T15:00:09Z',
    ...overrides,
  };
}

export function anAnalysis(overrides: Record<string, unknown> = {}) {
  return {
    overallScore: 78,
    scores: { contentCompleteness: 80, structureClarity: 75, skillMatch: 82, projectExperience: 70, expressionQuality: 85 },
    summary: 'A solid backend resume.',
    strengths: ['Clear project impact'],
    weaknesses: ['Few metrics'],
    suggestions: ['Quantify results'],
    skills: ['Java', 'Redis', '分布式系统'],
    model: 'offline-analyzer',
    analyzedAt: '2026-11-29T15:00:09Z',
    language: 'en',
    ...overrides,
  };
}

export function aSession(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    resumeId: null as number | null,
    role: 'Backend engineer',
    difficulty: 'MEDIUM',
    status: 'IN_PROGRESS',
    questions: [
      { index: 0, question: 'What is a Redis stream?', category: 'Caching', answer: null },
      { index: 1, question: 'Explain MVCC.', category: 'Databases', answer: null },
      { index: 2, question: '什么是线程池?', category: 'Concurrency', answer: null },
    ],
    currentIndex: 0,
    evaluateStatus: null as TaskStatus | null,
    evaluateError: null as string | null,
    createdAt: '2026-11-29T15:00:00Z',
    updatedAt: '2026-11-29T15:00:00Z',
    ...overrides,
  };
}

export function aReport(overrides: Record<string, unknown> = {}) {
  return {
    overallScore: 64,
    dimensions: { technicalDepth: 70, communication: 60, problemSolving: 65, breadth: 55, accuracy: 72 },
    summary: 'Good fundamentals.',
    questions: [
      { index: 0, question: 'What is a Redis stream?', answer: 'An append-only log.', score: 80, feedback: 'Covers the basics.', keyPoints: ['consumer groups', 'XACK'], coveredKeyPoints: ['consumer groups'], missedKeyPoints: ['XACK'] },
      { index: 1, question: 'Explain MVCC.', answer: '', score: 0, feedback: 'No answer given.', keyPoints: ['snapshots'] },
    ],
    improvements: ['Practise concurrency'],
    model: 'offline-evaluator',
    evaluatedAt: '2026-11-29T15:01:00Z',
    ...overrides,
  };
}
