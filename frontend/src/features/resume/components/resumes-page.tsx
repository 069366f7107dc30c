import { Placeholder } from '@/components/placeholder';

export function ResumesPage() {
  return <Placeholder title="Resumes">Upload a resume and get an AI analysis with scores, strengths and suggestions.</Placeholder>;
}
