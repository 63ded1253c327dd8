import { cn } from '@/lib/cn';

/**
 * The leaf mark; decorative, the wordmark or the link around it carries the name. `className`
 * replaces the default size (`size-8`), so it must give one.
 */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path d="M9 23c0-8 5-13.5 14-14-.4 9-5.8 14-14 14Z" className="fill-sage-100" />
      <path
        d="M9 23c3-4 6.5-7.5 10.5-10"
        fill="none"
        strokeWidth="1.6"
        strokeLinecap="round"
        className="stroke-brand"
      />
    </svg>
  );
}

export function Logo({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className="text-xl font-bold tracking-tight text-brand">{name}</span>
    </span>
  );
}
