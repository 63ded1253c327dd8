import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx); it does not resolve Tailwind conflicts. tailwind-merge did, at ~8 KB
 * gzipped of every page's first load, so it is gone.
 *
 * A caller must therefore never pass a class that restyles what the component already sets (a
 * second padding, background, text size, display…): both would stay, and the stylesheet's order,
 * not the order here, would pick the winner. Give the component a variant, size or prop for the
 * other look instead, or keep that class out of its base and apply it only when the caller gives
 * none. The web tests fail when a rendered element carries such a pair (`vitest.setup.ts`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
