import { Placeholder } from '@/components/placeholder';

export function OperationsPage() {
  return <Placeholder title="Operations">Watch the background task streams, their lag and dead letters, and replay failures.</Placeholder>;
}
