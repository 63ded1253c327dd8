import { useTranslation } from '@/lib/i18n';

/** ANPC's page on alternative dispute resolution (SAL), which Romanian shops must link to. */
export const ANPC_SAL_URL = 'https://anpc.ro/ce-este-sal/';

/**
 * The consumer-protection badge, drawn here rather than copied: ANPC's SAL (alternative dispute
 * resolution). The EU's online dispute platform behind the old SOL badge closed on 20 July 2025,
 * so there is no SOL badge.
 */
export function AnpcSalBadge() {
  const { t } = useTranslation();
  return (
    <a
      href={ANPC_SAL_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="group inline-flex h-16 w-60 items-stretch overflow-hidden rounded-lg border-2 border-brand bg-surface text-left transition-shadow duration-200 hover:shadow-md"
    >
      <span className="flex w-16 shrink-0 flex-col items-center justify-center bg-brand text-white">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 3v18M5 21h14M4 7h16M7 7l-3 7a3.5 3.5 0 0 0 6 0L7 7Zm10 0-3 7a3.5 3.5 0 0 0 6 0l-3-7Z" />
        </svg>
        <span className="text-xs font-bold tracking-wider">ANPC</span>
      </span>
      <span className="flex flex-col justify-center px-3 leading-tight">
        <span className="text-lg font-extrabold tracking-wide text-brand">SAL</span>
        <span className="text-xs text-ink">{t('footer.anpc_sal')}</span>
      </span>
      <span className="sr-only">{t('footer.new_tab')}</span>
    </a>
  );
}
