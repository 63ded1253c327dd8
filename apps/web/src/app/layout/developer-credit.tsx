import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

export const CREDIT_TRIGGER_CLASS =
  'cursor-pointer rounded text-sm text-ink-muted underline decoration-dotted underline-offset-4 hover:text-brand';

const loadPopover = () => import('./developer-credit-popover');
const DeveloperCreditPopover = lazy(async () => ({ default: (await loadPopover()).DeveloperCreditPopover }));

/**
 * Contract §2: the developer credit popover. Until someone reaches for it, it is a plain button, so
 * the popover code (Radix and its positioning) stays out of every page's first load.
 */
export function DeveloperCredit() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const trigger = t('footer.credit_trigger', { developer: t('footer.developer') });

  const placeholder = (
    <button
      type="button"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setWanted(true)}
      className={CREDIT_TRIGGER_CLASS}
    >
      {trigger}
    </button>
  );

  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DeveloperCreditPopover defaultOpen />
    </Suspense>
  );
}
