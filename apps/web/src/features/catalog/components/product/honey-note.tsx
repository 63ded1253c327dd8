import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Contract §2: the fixed text about the honey-and-fruit delicacy, for the products that carry it. */
export function HoneyNote() {
  const { t } = useTranslation();
  const headingId = useId();
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
        <h2 id={headingId} className="text-xl font-bold text-honey-900">
          {t('product.honey.title')}
        </h2>
        <p className="max-w-prose text-ink">{t('product.honey.text_1')}</p>
        <p className="max-w-prose text-ink">{t('product.honey.text_2')}</p>
      </div>
    </section>
  );
}
