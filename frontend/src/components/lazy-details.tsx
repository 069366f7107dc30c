import { useState, type ReactNode } from 'react';

/** A native disclosure (<details>) whose content mounts only once opened, so it fetches only then. */
export function LazyDetails({ summary, children, className }: { summary: string; children: ReactNode; className?: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={className} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
