import { useId, type ReactNode } from 'react';

/** One section of the account page: a titled card, reachable by its anchor from the section nav. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="mb-5 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
