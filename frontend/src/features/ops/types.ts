export type StreamConsumer = { name: string; pending: number; idleMs: number };

export type StreamStats = {
  stream: string;
  group: string;
  length: number;
  pending: number;
  lag: number | null;
  oldestPendingAgeMs: number | null;
  deadLetters: number;
  consumers: StreamConsumer[];
};

export type DeadLetter = {
  id: string;
  fields: Record<string, string>;
  error: string | null;
  attempts: number;
  failedAt: string;
};
