import { Placeholder } from '@/components/placeholder';

export function KnowledgeBasePage() {
  return <Placeholder title="Knowledge base">Upload documents, watch them being vectorized, and search them.</Placeholder>;
}
