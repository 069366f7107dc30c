import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm, type UploadProgress } from '@/lib/upload';
import type { Resume } from '../types';
import { resumeKeys } from './keys';

export type UploadResumeInput = { file: File; onProgress?: (progress: UploadProgress) => void };

/** `POST /api/resumes/upload`: `202` new resume, `200` when the same file was uploaded before. */
export async function uploadResume({ file, onProgress }: UploadResumeInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  const { status, data } = await uploadForm<Resume>('/api/resumes/upload', form, { onProgress });
  return { resume: data, duplicate: status === 200 };
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResume,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resumeKeys.list() }),
  });
}
