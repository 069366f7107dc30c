import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n/i18n';
import type { TaskEvent } from '@/lib/live-status';
import type { ReportState } from '../types';
import { interviewKeys } from './keys';
import { applyInterviewEvent } from './live-updates';

const completed: TaskEvent = {
  entityType: 'INTERVIEW',
  entityId: 7,
  status: 'COMPLETED',
  attempt: 1,
  error: null,
  at: '2026-12-03T16:30:20.757Z',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('applyInterviewEvent', () => {
  it('asks for the report again when the event arrives while the report is being fetched for the first time', async () => {
    // Seen in the browser run: the report opened as the evaluation finished; the server answered
    // "not ready" to that first request, and the event's refetch had joined it instead of following it.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const firstAnswer = deferred<ReportState>();
    const answers: Array<() => Promise<ReportState>> = [
      () => firstAnswer.promise,
      () => Promise.resolve({ ready: true, report: { overallScore: 80 } } as unknown as ReportState),
    ];
    let asked = 0;
    const observer = new QueryObserver<ReportState>(queryClient, {
      queryKey: interviewKeys.report(7),
      queryFn: () => answers[asked++]!(),
    });
    const unsubscribe = observer.subscribe(() => {});

    applyInterviewEvent(queryClient, completed);
    firstAnswer.resolve({ ready: false, evaluateStatus: 'PENDING' });

    await expect.poll(() => queryClient.getQueryData<ReportState>(interviewKeys.report(7))?.ready).toBe(true);
    expect(asked).toBe(2);
    unsubscribe();
  });

  describe('announcement', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it.each([
      ['en', (name: string) => `Interview “${name}”: evaluation completed`, 'Your interview: evaluation completed'],
      ['zh-CN', (name: string) => `面试“${name}”：评估已完成`, '你的面试：评估已完成'],
    ])('names the interview by its role and date, not its id (%s)', async (language, named, unnamed) => {
      await i18n.changeLanguage(language);
      const queryClient = new QueryClient();
      expect(applyInterviewEvent(queryClient, completed)).toBe(unnamed);

      queryClient.setQueryData(interviewKeys.sessions(), [{ id: 7, role: 'Java 后端工程师', createdAt: '2026-12-03T16:00:00Z' }]);
      const said = applyInterviewEvent(queryClient, completed);
      expect(said).toBe(named(`Java 后端工程师 · ${formatDateTime('2026-12-03T16:00:00Z', language)}`));
    });
  });
});
