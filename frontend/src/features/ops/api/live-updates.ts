import type { QueryClient } from '@tanstack/react-query';
import { opsKeys } from './keys';
import { refetchAfterChange } from '@/lib/react-query';

/** Any task transition moves the stream numbers: refresh what the ops page shows (if it is open). */
export function invalidateStreams(queryClient: QueryClient): void {
  void refetchAfterChange(queryClient, { queryKey: opsKeys.all, refetchType: 'active' });
}
