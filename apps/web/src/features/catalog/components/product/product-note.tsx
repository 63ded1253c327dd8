import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

/**
 * The product's own note, written by staff as plain text: a blank line starts a new paragraph,
 * and when there are several the first is the note's title (e.g. the honey-and-fruit delicacy's).
 */
export function ProductNote({ note }: { note: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const blocks = note
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  if (blocks.length === 0) return null;
  const [title, ...paragraphs] = blocks.length > 1 ? blocks : [null, ...blocks];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-honey-300 bg-honey-100 p-5 sm:flex-row sm:gap-5 sm:p-6"
    >
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-honey-300 text-honey-900"
      >
        <Sparkles className="size-5" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className={title ? 'text-xl font-bold text-honey-900' : 'sr-only'}>
          {title ?? t('product.note')}
        </h2>
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="max-w-prose whitespace-pre-line text-ink">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
