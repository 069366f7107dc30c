export const opsKeys = {
  all: ['ops'] as const,
  streams: () => ['ops', 'streams'] as const,
  deadLetters: (stream: string) => ['ops', 'dead-letters', stream] as const,
};

/** Operators watch numbers move: the ops page asks again this often, whatever else happens. */
export const OPS_REFRESH_MS = 3_000;
