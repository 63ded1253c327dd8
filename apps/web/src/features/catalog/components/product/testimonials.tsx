import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { StarRow } from '../star-row';

const TESTIMONIALS = ['one', 'two', 'three'] as const;

/**
 * Contract §2: a slider of three fixed sample testimonials. It never moves by itself (no autoplay to
 * pause, nothing for reduced motion to stop); previous, next and the dots change the slide.
 */
export function Testimonials() {
  const { t } = useTranslation();
  const headingId = useId();
  const [index, setIndex] = useState(0);
  const total = TESTIMONIALS.length;
  const go = (next: number) => setIndex((next + total) % total);
  const id = TESTIMONIALS[index] ?? 'one';

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription={t('product.testimonials.carousel')}
      className="rounded-card bg-sage-100 px-4 py-8 sm:px-10 sm:py-10"
    >
      <h2 id={headingId} className="mb-6 text-center text-2xl font-bold tracking-tight">
        {t('product.testimonials.title')}
      </h2>
      <div className="mx-auto flex max-w-3xl items-center gap-2 sm:gap-4">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => go(index - 1)}
          aria-label={t('product.testimonials.previous')}
          className="bg-surface max-sm:hidden"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <div aria-live="polite" className="min-w-0 flex-1">
          {/* The slide is a group (the carousel pattern); the quote and its author a figure inside
              it: a figure with another role may not have a figcaption (HTML's rules for ARIA). */}
          <div
            key={id}
            role="group"
            aria-roledescription={t('product.testimonials.slide')}
            aria-label={t('product.testimonials.position', { index: index + 1, total })}
          >
            <figure className="flex min-h-56 flex-col items-center gap-4 rounded-card bg-surface p-6 text-center shadow-sm sm:min-h-48 sm:p-8">
              <Quote aria-hidden="true" className="size-8 text-sage-300" />
              <StarRow value={5} />
              <blockquote className="max-w-prose text-lg leading-relaxed">
                <p>{t(`product.testimonials.${id}.text`)}</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-bold">{t(`product.testimonials.${id}.name`)}</span>
                <span className="text-ink-muted"> · {t(`product.testimonials.${id}.city`)}</span>
              </figcaption>
            </figure>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => go(index + 1)}
          aria-label={t('product.testimonials.next')}
          className="bg-surface max-sm:hidden"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-5 flex items-center justify-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => go(index - 1)}
          aria-label={t('product.testimonials.previous')}
          className="bg-surface sm:hidden"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        {TESTIMONIALS.map((item, position) => (
          <button
            key={item}
            type="button"
            onClick={() => go(position)}
            aria-label={t('product.testimonials.go_to', { index: position + 1 })}
            aria-current={position === index ? 'true' : undefined}
            className="grid size-8 cursor-pointer place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={cn(
                'block size-2.5 rounded-full transition-colors duration-150',
                position === index ? 'bg-brand' : 'bg-line-strong',
              )}
            />
          </button>
        ))}
        <Button
          variant="ghost"
          size="icon"
          onClick={() => go(index + 1)}
          aria-label={t('product.testimonials.next')}
          className="bg-surface sm:hidden"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
