import type { ComponentType } from 'react';
import { InterviewPage } from '@/features/interview/components/interview-page';
import { KnowledgeBasePage } from '@/features/knowledgebase/components/knowledge-base-page';
import { OperationsPage } from '@/features/ops/components/operations-page';
import { ResumesPage } from '@/features/resume/components/resumes-page';

export type Section = {
  /** The URL fragment that selects it: `#/knowledge-base`. */
  id: string;
  label: string;
  Page: ComponentType;
};

export const SECTIONS: readonly [Section, ...Section[]] = [
  { id: 'knowledge-base', label: 'Knowledge base', Page: KnowledgeBasePage },
  { id: 'resumes', label: 'Resumes', Page: ResumesPage },
  { id: 'interview', label: 'Interview', Page: InterviewPage },
  { id: 'operations', label: 'Operations', Page: OperationsPage },
];

export const sectionHref = (section: Section) => `#/${section.id}`;
