import { Placeholder } from '@/components/placeholder';

export function InterviewPage() {
  return <Placeholder title="Interview">Practise a mock interview built from your resume and get an evaluated report.</Placeholder>;
}
