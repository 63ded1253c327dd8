import type { UseEmblaCarouselType } from 'embla-carousel-react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { CarouselSlides, CONTROLS_ROW } from './carousel-slides';

type EmblaApi = UseEmblaCarouselType[1];

/** Embla's position as React state, read through its events (no effect copying state around). */
function useCarouselState(embla: EmblaApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      embla.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        embla.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [embla],
  );
  // The server (and the browser until Embla starts) renders the first slide with no way back or on.
  const selected = useSyncExternalStore(
    subscribe,
    () => embla?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const snaps = useSyncExternalStore(
    subscribe,
    () => embla?.scrollSnapList().length ?? 0,
    () => 0,
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollNext() ?? false,
    () => false,
  );
  return { selected, snaps, canPrev, canNext };
}

const ARROW =
  'grid size-11 cursor-pointer place-items-center rounded-full border border-line-strong bg-surface text-ink transition-colors duration-200 hover:border-brand hover:text-brand disabled:cursor-default disabled:opacity-40 disabled:hover:border-line-strong disabled:hover:text-ink';

type CarouselTrackProps = {
  products: ProductSummary[];
  renderProduct: (product: ProductSummary, index: number) => ReactNode;
};

/**
 * The slides driven by Embla, with previous/next arrows and a dot per group. Loaded after the
 * home's first paint: until then the same slides show without the controls.
 */
export function CarouselTrack({ products, renderProduct }: CarouselTrackProps) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    slidesToScroll: 'auto',
    containScroll: 'trimSnaps',
  });
  const { selected, snaps, canPrev, canNext } = useCarouselState(embla);

  return (
    <>
      <CarouselSlides products={products} renderProduct={renderProduct} viewportRef={viewportRef} />
      <div className={CONTROLS_ROW}>
        {snaps > 1 ? (
          <>
            <button
              type="button"
              onClick={() => embla?.scrollPrev()}
              disabled={!canPrev}
              aria-label={t('home.carousel_previous')}
              className={ARROW}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <div className="flex items-center">
              {Array.from({ length: snaps }, (_, snap) => (
                <button
                  key={snap}
                  type="button"
                  onClick={() => embla?.scrollTo(snap)}
                  aria-label={t('home.carousel_go_to', { index: snap + 1, total: snaps })}
                  aria-current={snap === selected ? 'true' : undefined}
                  className="group grid size-7 cursor-pointer place-items-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2.5 rounded-full transition-all duration-200',
                      snap === selected ? 'w-6 bg-brand' : 'w-2.5 bg-line-strong group-hover:bg-ink-muted',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => embla?.scrollNext()}
              disabled={!canNext}
              aria-label={t('home.carousel_next')}
              className={ARROW}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
    </>
  );
}
