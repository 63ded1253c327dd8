import type { EfacturaState } from '@shop/shared/schemas/admin/invoices';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

// Only the theme's tokens; each pair keeps AA contrast. The text carries the meaning.
const TONE: Record<EfacturaState, string> = {
  pending: 'border-honey-300 bg-honey-100 text-honey-900',
  uploaded: 'border-brand bg-sage-50 text-brand',
  accepted: 'border-brand bg-brand text-white',
  rejected: 'border-danger bg-danger-soft text-danger',
};

/** Where a document stands with RO e-Factura, as a coloured label. */
export function InvoiceStateBadge({ state, size = 'sm' }: { state: EfacturaState; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 font-semibold whitespace-nowrap',
        size === 'md' ? 'text-sm' : 'text-xs',
        TONE[state],
      )}
    >
      {t(`admin_invoices.states.${state}`)}
    </span>
  );
}
