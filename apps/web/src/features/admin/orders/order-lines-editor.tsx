import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { ORDER_MAX_QUANTITY } from '@shop/shared/constants';
import { decimalToBani, formatDecimalLei } from '@shop/shared/money';
import type { AdminOrderQuote } from '@shop/shared/schemas/admin/orders';
import type { StockItem } from '@shop/shared/schemas/admin/stock';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { failureMessage } from '@/lib/error-message';
import { useTranslation } from '@/lib/i18n';
import { productSearchQueryOptions } from './orders-api';

const lei = formatDecimalLei;

/** A line of an order being written: the product and how many. */
export type DraftLine = { produs: number; titlu: string; sku: string | null; cantitate: number };

/** The lines as the API takes them. */
export const wireLines = (lines: DraftLine[]) =>
  lines.map((line) => ({ produs: line.produs, cantitate: line.cantitate }));

/** Adds one of `item` to `lines` (another unit when it is already there, up to the limit). */
export function addProduct(lines: DraftLine[], item: Pick<StockItem, 'id' | 'title' | 'sku'>): DraftLine[] {
  const found = lines.find((line) => line.produs === item.id);
  if (found) {
    return lines.map((line) =>
      line === found ? { ...line, cantitate: Math.min(ORDER_MAX_QUANTITY, line.cantitate + 1) } : line,
    );
  }
  return [...lines, { produs: item.id, titlu: item.title, sku: item.sku, cantitate: 1 }];
}

/** Finds a product by its title or SKU and adds it to the order. */
export function ProductPicker({ onAdd }: { onAdd: (item: StockItem) => void }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const debounced = useDebouncedValue(q.trim(), 300);
  const query = useQuery(productSearchQueryOptions(debounced));
  const results = query.data?.results ?? [];
  const searching = debounced.length >= 2;
  return (
    <div className="flex flex-col gap-2">
      <FormField
        label={t('admin_orders.manual.find_product')}
        hint={t('admin_orders.manual.find_product_hint')}
      >
        <Input
          type="search"
          value={q}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setQ(event.target.value)}
        />
      </FormField>
      <div aria-live="polite" aria-busy={searching && query.isFetching ? 'true' : undefined}>
        {!searching ? null : query.isPending ? (
          <p className="text-ink-muted">{t('admin_orders.manual.searching')}</p>
        ) : query.isError ? (
          <p role="alert" className="text-danger">
            {failureMessage(query.error, t)}
          </p>
        ) : results.length === 0 ? (
          <p className="text-ink-muted">{t('admin_orders.manual.no_products')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
            {results.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{item.title}</span>
                  <span className="text-sm text-ink-muted">
                    {item.sku ?? '—'} · {t('admin_orders.manual.in_stock', { count: item.stock })}
                  </span>
                </span>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm-touch"
                  disabled={!item.is_active || item.stock <= 0}
                  onClick={() => onAdd(item)}
                  aria-label={t('admin_orders.manual.add_named', { title: item.title })}
                >
                  <Plus aria-hidden="true" />
                  {t('admin_orders.manual.add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * A quantity from 1 to the order's limit. What is typed stays as typed (an empty field while
 * staff write another number); only a whole number in range reaches the order, and leaving the
 * field shows the quantity the order has.
 */
function QuantityInput({
  value,
  onChange,
  ...props
}: { value: number; onChange: (quantity: number) => void } & Omit<
  ComponentProps<typeof Input>,
  'value' | 'onChange'
>) {
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      min={1}
      max={ORDER_MAX_QUANTITY}
      value={typed ?? value}
      onChange={(event) => {
        setTyped(event.target.value);
        const quantity = Number(event.target.value);
        if (Number.isInteger(quantity) && quantity >= 1 && quantity <= ORDER_MAX_QUANTITY) onChange(quantity);
      }}
      onBlur={() => setTyped(null)}
    />
  );
}

/** The order's lines with their quantities, the server's prices beside them once quoted. */
export function LinesEditor({
  lines,
  onChange,
  quote,
}: {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  quote: AdminOrderQuote | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (lines.length === 0) return <p className="text-ink-muted">{t('admin_orders.manual.no_lines')}</p>;
  const priced = new Map(quote?.lines.map((line) => [line.produs, line]));
  const setQuantity = (produs: number, quantity: number) =>
    onChange(lines.map((line) => (line.produs === produs ? { ...line, cantitate: quantity } : line)));
  return (
    <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
      {lines.map((line) => {
        const price = priced.get(line.produs);
        return (
          <li key={line.produs} className="flex flex-wrap items-end justify-between gap-3 p-3">
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold break-words">{line.titlu}</p>
              <p className="text-sm text-ink-muted">
                {line.sku ?? '—'}
                {price ? ` · ${lei(price.pret)}` : ''}
              </p>
            </div>
            <FormField id={`${id}-${line.produs}`} label={t('admin_orders.manual.quantity')} className="w-28">
              <QuantityInput
                value={line.cantitate}
                // The visible label, with the product it is for: one field a line.
                aria-label={`${t('admin_orders.manual.quantity')} — ${line.titlu}`}
                onChange={(quantity) => setQuantity(line.produs, quantity)}
              />
            </FormField>
            <p className="w-24 text-right tabular-nums">{price ? lei(price.total_linie) : '—'}</p>
            <Button
              type="button"
              variant="ghost-danger"
              size="icon"
              aria-label={t('admin_orders.manual.remove_named', { title: line.titlu })}
              onClick={() => onChange(lines.filter((other) => other.produs !== line.produs))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The server's price of what is on screen, asked again (debounced) whenever it changes: the
 * totals staff see before saving are the ones saving makes. The last answer stays while the
 * next one comes.
 */
export function useServerQuote<Body extends { produse?: unknown[] }>(
  key: readonly unknown[],
  body: Body,
  fetcher: (body: Body, signal: AbortSignal) => Promise<AdminOrderQuote>,
) {
  const debounced = useDebouncedValue(body, 300);
  return useQuery({
    queryKey: ['admin', 'orders', 'quote', ...key, debounced],
    queryFn: ({ signal }) => fetcher(debounced, signal),
    // Asked once the debounced body has lines: an order without any has no price.
    enabled: (debounced.produse?.length ?? 0) > 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The totals of a quote, or why the server refused to price the order. */
export function QuoteSummary({
  query,
}: {
  query: ReturnType<typeof useServerQuote<{ produse?: unknown[] }>>;
}) {
  const { t } = useTranslation();
  const quote = query.data;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-danger-soft p-3 text-danger">
        {failureMessage(query.error, t)}
      </p>
    );
  }
  if (!quote) {
    return (
      <p className="text-ink-muted" aria-busy={query.isFetching ? 'true' : undefined}>
        {query.isFetching ? t('admin_orders.manual.pricing') : t('admin_orders.manual.no_quote')}
      </p>
    );
  }
  const rows: [string, string][] = [
    [t('admin_orders.subtotal'), lei(quote.subtotal)],
    ...((decimalToBani(quote.discount) ?? 0) > 0
      ? [
          [
            quote.cupon
              ? t('admin_orders.coupon', { code: quote.cupon })
              : quote.reducere_recomandare
                ? t('admin_orders.referral_discount')
                : t('admin_orders.discount'),
            `−${lei(quote.discount)}`,
          ] as [string, string],
        ]
      : []),
    [t('admin_orders.shipping'), lei(quote.shipping_cost)],
    [t('admin_orders.total'), lei(quote.total)],
    [t('admin_orders.vat'), lei(quote.tva)],
  ];
  return (
    <dl
      aria-label={t('admin_orders.manual.totals')}
      aria-busy={query.isFetching ? 'true' : undefined}
      className="grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd
            className="text-right tabular-nums"
            data-testid={label === t('admin_orders.total') ? 'quote-total' : undefined}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
