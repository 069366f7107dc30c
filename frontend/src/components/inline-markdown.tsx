import { Fragment, type ReactNode } from 'react';
import { parseInline } from '@/lib/markdown';

/**
 * A line's inline Markdown as React elements (**strong**, `code`, web links), so HTML written in a note or an
 * answer is shown as text, never run. `plain` renders the unmarked text (chat puts citation chips in it).
 */
export function inlineMarkdown(text: string, plain: (text: string, key: number) => ReactNode = (t) => t): ReactNode {
  return parseInline(text).map((part, index) =>
    part.kind === 'strong' ? (
      <strong key={index}>{part.text}</strong>
    ) : part.kind === 'code' ? (
      <code key={index}>{part.text}</code>
    ) : part.kind === 'link' ? (
      // only http(s) addresses become links (the parser makes no others); they open in a new tab, not in place of this page
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{plain(part.text, index)}</Fragment>
    ),
  );
}
