import type { ReactNode } from 'react';

/** A closing panel with a title, a sentence and one or two actions. */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mt-12 flex flex-col gap-5 rounded-card bg-brand px-6 py-8 text-white sm:mt-16 sm:px-10 md:flex-row md:items-center md:justify-between print:hidden">
      <div className="max-w-2xl">
        <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h2>
        <div className="mt-2 text-sage-100">{text}</div>
      </div>
      <div className="flex flex-wrap gap-3">{children}</div>
    </section>
  );
}
