import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm, type UploadProgress } from '@/lib/upload';
import type { KnowledgeBaseItem } from '../types';
import { kbKeys } from './keys';

export type UploadKnowledgeBaseInput = {
  file: File;
  name?: string;
  category?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/** `true` when the same content was already there (`200`); a new item answers `202`. */
export type UploadKnowledgeBaseResult = { item: KnowledgeBaseItem; duplicate: boolean };

/** `POST /api/knowledgebase/upload` (multipart), with upload progress. */
export async function uploadKnowledgeBase({ file, name, category, onProgress, signal }: UploadKnowledgeBaseInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  if (name?.trim()) form.append('name', name.trim());
  if (category?.trim()) form.append('category', category.trim());
  const { status, data } = await uploadForm<KnowledgeBaseItem>('/api/knowledgebase/upload', form, { onProgress, signal });
  return { item: data, duplicate: status === 200 } satisfies UploadKnowledgeBaseResult;
}

export function useUploadKnowledgeBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKnowledgeBase,
    onSuccess: ({ item }) => {
      queryClient.setQueryData(kbKeys.detail(item.id), item);
      void queryClient.invalidateQueries({ queryKey: kbKeys.lists() });
    },
  });
}
