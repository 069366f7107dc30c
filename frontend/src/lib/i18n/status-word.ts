import type { TaskStatus } from '@/lib/task-status';
import { i18n } from './i18n';

/** A task status as a word inside a sentence ("is processing", "处理中"), for announcements. */
export function statusWord(status: TaskStatus): string {
  const key = `statusWord.${status}`;
  return i18n.exists(key) ? i18n.t(key as 'statusWord.PENDING') : status.toLowerCase();
}
