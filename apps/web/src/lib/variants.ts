import { cn } from '@/lib/cn';

type VariantMap = Record<string, Record<string, string>>;

export type VariantProps<V extends VariantMap> = { [K in keyof V]?: keyof V[K] };

/**
 * A small class-variance-authority: a base class list plus one class list per chosen variant,
 * followed by the caller's className. They are only joined, never merged (see `cn`), so a
 * className may add classes but cannot override one the base or a variant sets: give the
 * component a variant (or a size) for each look instead.
 */
export function variants<V extends VariantMap>(config: {
  base: string;
  variants: V;
  defaults: { [K in keyof V]: keyof V[K] };
}) {
  return (props: VariantProps<V> & { className?: string | undefined } = {}): string => {
    const chosen = Object.keys(config.variants).map((name) => {
      const value = props[name] ?? config.defaults[name];
      return config.variants[name]?.[value as string];
    });
    return cn(config.base, chosen, props.className);
  };
}
