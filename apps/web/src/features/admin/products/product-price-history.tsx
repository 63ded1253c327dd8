import type { AdminProductDetail } from '@shop/shared/schemas/admin/products';
import { useTranslation } from '@/lib/i18n';
import { useShopDateTimeFormat } from '../components/admin-screen';

/** The product's past prices, with who changed them. */
export function ProductPriceHistory({ history }: { history: AdminProductDetail['istoric_preturi'] }) {
  const { t } = useTranslation();
  const dateTime = useShopDateTimeFormat();
  return (
    <section
      aria-labelledby="price-history"
      className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="price-history" className="text-lg font-bold">
        {t('admin_products.form.price_history')}
      </h2>
      {history.length === 0 ? (
        <p>{t('admin_products.form.price_history_empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {history.map((entry, index) => (
            <li key={`${entry.created_at}-${index}`} className="flex flex-wrap gap-x-3">
              <span className="tabular-nums">{dateTime.format(new Date(entry.created_at))}</span>
              <span className="font-semibold">
                {entry.pret}
                {entry.pret_redus ? ` → ${entry.pret_redus}` : ''} lei
              </span>
              {entry.changed_by ? (
                <span className="text-ink-muted">
                  {t('admin_products.form.by', { email: entry.changed_by })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
