import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { HERO_AUTOPLAY_MS, HERO_FADE_MS } from '@shop/shared/constants';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useMediaQuery } from '@/hooks/use-media-query';
import { HERO_DESKTOP_QUERY, HERO_NARROW_QUERY, heroTargets, type HeroSlideKey } from '../lib/hero-targets';

type Slide = { key: HeroSlideKey; desktop: string; mobile: string };

/** Images rendered by scripts/render-hero.mjs: desktop 1600x600, mobile 800x800. */
export const HERO_SLIDES: readonly Slide[] = [
  {
    key: 'thermal_water',
    desktop: '/hero/thermal-water-desktop.webp',
    mobile: '/hero/thermal-water-mobile.webp',
  },
  { key: 'serums', desktop: '/hero/serums-desktop.webp', mobile: '/hero/serums-mobile.webp' },
];

/** From this width the desktop picture (8:3) replaces the square one. */
const DESKTOP_PICTURE_MEDIA = '(min-width: 768px)';

const CONTROL =
  'grid size-11 cursor-pointer place-items-center rounded-full text-ink transition-colors duration-200 hover:bg-sage-100 hover:text-brand';

/**
 * Contract §2 hero: two slides that fade (1200 ms) every 6.5 s. Rotation pauses while the pointer or
 * focus is on it, stops with the pause button, and never starts with reduced motion. The box has
 * fixed aspect ratios, so nothing below it moves while images load.
 */
export function HeroSlider({ categories }: { categories: CategoryNode[] }) {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const desktop = useMediaQuery(HERO_DESKTOP_QUERY, true);
  const targets = heroTargets(categories);
  const total = HERO_SLIDES.length;
  const rotating = !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating || hovered || focused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % total), HERO_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [rotating, hovered, focused, total, index]);

  const go = (next: number) => setIndex((next + total) % total);

  // Contract §2: on phones only the button opens the offer; the picture does nothing.
  const onBannerClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.matchMedia?.(HERO_NARROW_QUERY).matches) event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className="mx-auto w-full max-w-page sm:px-6 sm:pt-6 lg:px-8"
    >
      <div className="relative aspect-square overflow-hidden bg-canvas sm:rounded-2xl md:aspect-[8/3]">
        {HERO_SLIDES.map((slide, position) => {
          const active = position === index;
          const target = localizedPath(desktop ? targets[slide.key].desktop : targets[slide.key].mobile);
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.hero.slide', { index: position + 1, total })}
              aria-hidden={!active}
              inert={!active}
              style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
              className={cn(
                'absolute inset-0 transition-opacity ease-in-out',
                active ? 'z-10 opacity-100' : 'z-0 opacity-0',
              )}
            >
              {/* The banner is a second, pointer-only way to the offer; the button is the accessible one. */}
              <Link
                to={target}
                tabIndex={-1}
                aria-hidden="true"
                onClick={onBannerClick}
                className="absolute inset-0 cursor-default min-[576px]:cursor-pointer"
              >
                <picture>
                  <source media={DESKTOP_PICTURE_MEDIA} srcSet={slide.desktop} width={1600} height={600} />
                  <img
                    src={slide.mobile}
                    alt=""
                    width={800}
                    height={800}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : 'auto'}
                    decoding={position === 0 ? 'sync' : 'async'}
                    className="size-full object-cover"
                  />
                </picture>
              </Link>
              <div className="pointer-events-none relative flex h-full flex-col items-start gap-2 p-6 pt-7 sm:p-8 md:w-[52%] md:justify-center md:gap-3 md:pl-12 lg:pl-16">
                <p className="rounded-full bg-surface/85 px-3 py-1 text-sm font-bold tracking-wide text-brand uppercase">
                  {t(`home.hero.${slide.key}.eyebrow`)}
                </p>
                <h2 className="max-w-[22ch] text-2xl leading-tight font-bold tracking-tight text-ink md:text-[2rem] lg:text-[2.5rem]">
                  {t(`home.hero.${slide.key}.title`)}
                </h2>
                <p className="hidden max-w-[42ch] text-ink-muted sm:block lg:text-lg">
                  {t(`home.hero.${slide.key}.text`)}
                </p>
                <Button asChild size="lg" className="pointer-events-auto mt-1 md:mt-3">
                  <Link to={target}>{t(`home.hero.${slide.key}.cta`)}</Link>
                </Button>
              </div>
            </div>
          );
        })}

        <div className="absolute right-3 bottom-3 z-20 flex items-center gap-0.5 rounded-full bg-surface/90 p-1 shadow-md sm:right-4 sm:bottom-4">
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label={t('home.hero.previous')}
            className={CONTROL}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          {HERO_SLIDES.map((slide, position) => (
            <button
              key={slide.key}
              type="button"
              onClick={() => go(position)}
              aria-label={t('home.hero.go_to', { index: position + 1 })}
              aria-current={position === index ? 'true' : undefined}
              className="group grid size-8 cursor-pointer place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full transition-all duration-200',
                  position === index ? 'w-6 bg-brand' : 'w-2.5 bg-line-strong group-hover:bg-ink-muted',
                )}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label={t('home.hero.next')}
            className={CONTROL}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          {reducedMotion ? null : (
            <button
              type="button"
              onClick={() => setStopped((value) => !value)}
              aria-label={stopped ? t('home.hero.play') : t('home.hero.pause')}
              className={CONTROL}
            >
              {stopped ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
