import { useEffect } from 'react';
import { CONFETTI_MS } from '@shop/shared/constants';

const COLOURS = ['#1f5c45', '#f6c453', '#c5d8cb', '#eaf1ec', '#8a4a00'];

function prefersReducedMotion(): boolean {
  // No matchMedia (old browsers, tests): no animation either.
  if (typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Contract §2, §9: confetti for about 1.8 s when the order is confirmed; none when the visitor asks
 * for reduced motion. canvas-confetti loads only here.
 */
export function useConfetti(active: boolean): void {
  useEffect(() => {
    if (!active || prefersReducedMotion()) return;
    let stopped = false;
    let frame = 0;
    let reset: (() => void) | null = null;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (stopped) return;
      reset = () => confetti.reset();
      const end = Date.now() + CONFETTI_MS;
      const burst = () => {
        const common = {
          particleCount: 4,
          spread: 60,
          startVelocity: 45,
          colors: COLOURS,
          disableForReducedMotion: true,
        };
        void confetti({ ...common, angle: 60, origin: { x: 0, y: 0.7 } });
        void confetti({ ...common, angle: 120, origin: { x: 1, y: 0.7 } });
        if (!stopped && Date.now() < end) frame = requestAnimationFrame(burst);
      };
      burst();
    });
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      reset?.();
    };
  }, [active]);
}
