import { QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/react-query';

/**
 * Whether a query's answer holds text the server wrote in the page's language: a failed task's reason
 * (`vectorError`, `analyzeError`, `evaluateError`, a history's errors), which the server renders from its stored
 * code by `Accept-Language`. Search results and a note's text read the same in every language.
 */
export function writtenInPageLanguage(query: Pick<Query, 'queryKey'>): boolean {
  const [feature, kind] = query.queryKey;
  return (feature === 'knowledgebase' || feature === 'resumes' || feature === 'interview') && kind !== 'search' && kind !== 'text';
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // a switch of the page's language asks those again, so a failure's reason reads in the new language at once
  useEffect(() => {
    const reread = () => void client.invalidateQueries({ predicate: writtenInPageLanguage });
    i18n.on('languageChanged', reread);
    return () => i18n.off('languageChanged', reread);
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
