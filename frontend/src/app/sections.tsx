import type { ComponentType } from 'react';
import { ChatPage } from '@/features/chat/components/chat-page';
import { InterviewPage } from '@/features/interview/components/interview-page';
import { KnowledgeBasePage } from '@/features/knowledgebase/components/knowledge-base-page';
import { OperationsPage } from '@/features/ops/components/operations-page';
import { ResumesPage } from '@/features/resume/components/resumes-page';
import type app from './locales/en.json';

export type Section = {
  /** The URL fragment that selects it: `#/knowledge-base`. */
  id: string;
  /** Its name in the navigation: `app:nav.<labelKey>`. */
  labelKey: keyof typeof app.nav;
  Page: ComponentType;
  /** Shown to administrators only (the backend refuses everyone else anyway). */
  adminOnly?: boolean;
  /**
   * Takes the whole width of the page, the system status going under it: beside the status and its
   * own sessions column, the chat's conversation was 564 px wide on any screen of 1280 px or more.
   */
  wide?: boolean;
  /**
   * Shows a newcomer's start panel as one line: the page's own first thing (the chat's question box, the
   * interview's form) must stay on a phone's first screen.
   */
  compactStart?: boolean;
};

export const SECTIONS: readonly [Section, ...Section[]] = [
  { id: 'knowledge-base', labelKey: 'knowledgeBase', Page: KnowledgeBasePage },
  { id: 'resumes', labelKey: 'resumes', Page: ResumesPage },
  { id: 'interview', labelKey: 'interview', Page: InterviewPage, compactStart: true },
  { id: 'chat', labelKey: 'chat', Page: ChatPage, wide: true, compactStart: true },
  { id: 'operations', labelKey: 'operations', Page: OperationsPage, adminOnly: true, compactStart: true },
];

export const sectionHref = (section: Section) => `#/${section.id}`;

/** The sections an account may open: operations only for administrators. */
export function sectionsFor(admin: boolean): readonly [Section, ...Section[]] {
  const [first, ...rest] = SECTIONS;
  return [first, ...rest.filter((section) => admin || !section.adminOnly)];
}
