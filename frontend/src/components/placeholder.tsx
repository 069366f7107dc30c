import type { ReactNode } from 'react';

/** Stands in for a section whose feature is still being built. */
export function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="panel placeholder" aria-labelledby="section-title">
      <h2 id="section-title">{title}</h2>
      <p className="placeholder__lead">This feature is on its way.</p>
      {children ? <p className="muted">{children}</p> : null}
    </section>
  );
}
