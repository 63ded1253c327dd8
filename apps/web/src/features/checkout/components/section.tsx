import { useId, type ReactNode } from 'react';

type SectionProps = { step: number; title: string; children: ReactNode; id?: string };

/** A numbered part of the one-page checkout. */
export function Section({ step, title, children, id }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={headingId} className="mb-5 flex items-center gap-3 text-xl font-bold">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand text-base text-white"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
