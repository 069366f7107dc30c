import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { NoteText } from '../types';
import { kbKeys } from './keys';

/** `GET /api/knowledgebase/{id}/text`: the note's text, with the passage `chunk` when given. */
export function getNoteText(id: number, chunk: number | undefined, { signal }: { signal?: AbortSignal } = {}) {
  const query = chunk === undefined ? '' : `?chunk=${chunk}`;
  return apiFetch<NoteText>(`/api/knowledgebase/${id}/text${query}`, { signal });
}

export function useNoteText(id: number, chunk: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: kbKeys.text(id, chunk),
      queryFn: ({ signal }) => getNoteText(id, chunk, { signal }),
      staleTime: 60_000,
    }),
  );
}
