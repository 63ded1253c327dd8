import { useEffect, useRef, useState } from 'react';
import { SPLASH_FORCE_CLOSE_MS, SPLASH_MS, STORAGE_KEYS } from '@shop/shared/constants';
import { useTranslation } from '@/lib/i18n';
import { writeStorage } from '@/lib/storage';
import { LogoMark } from './logo';
import { releaseSplashCover } from './splash-gate';

const FADE_MS = 250;

/**
 * Contract §2 and §9: the first visit's splash on a phone, a short video and the animated logo.
 * It closes when the video ends or after 2600 ms, and in any case at 3000 ms (a video that stalls
 * keeps nobody waiting); Escape or the skip button close it sooner. Then `seenSplash` is
 * stored and it never shows again. It is drawn over a page that is already there (the server's),
 * with no image or text large enough to become the page's Largest Contentful Paint.
 */
export function Splash({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const closed = useRef(false);
  const skip = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (closed.current) return;
    closed.current = true;
    writeStorage(STORAGE_KEYS.seenSplash, 'true');
    // The page shows through the splash as it fades, not the cover laid before the first paint.
    releaseSplashCover();
    setLeaving(true);
    window.setTimeout(onDone, FADE_MS);
  };

  useEffect(() => {
    skip.current?.focus({ preventScroll: true });
    const byDefault = window.setTimeout(close, SPLASH_MS);
    const forced = window.setTimeout(close, SPLASH_FORCE_CLOSE_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(byDefault);
      window.clearTimeout(forced);
      window.removeEventListener('keydown', onKey);
    };
    // close() reads refs only; the timers start once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('app.splash_label')}
      data-splash=""
      className={`fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-brand text-white transition-opacity duration-250 ${leaving ? 'opacity-0' : 'opacity-100'}`}
    >
      <video
        src="/splash.webm"
        width={180}
        height={180}
        autoPlay
        muted
        playsInline
        preload="auto"
        aria-hidden="true"
        onEnded={close}
        className="size-45 rounded-full object-cover"
      />
      <p className="flex items-center gap-2 text-2xl font-bold motion-safe:animate-[splash-logo_900ms_ease-out_both]">
        <LogoMark className="size-9" />
        {t('app.name')}
      </p>
      <button
        ref={skip}
        type="button"
        onClick={close}
        className="absolute right-4 bottom-[max(1.5rem,env(safe-area-inset-bottom))] min-h-11 rounded-full border border-white/70 px-4 text-sm font-semibold"
      >
        {t('app.splash_skip')}
      </button>
    </div>
  );
}
