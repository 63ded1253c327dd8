import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StockImportResult } from '@shop/shared/schemas/admin/stock';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { importStock, stockKeys } from './stock-api';

const STATUS_LOOK = {
  change: 'text-brand',
  same: 'text-ink-muted',
  unknown_sku: 'text-danger',
  invalid: 'text-danger',
} as const;

/** Choose or drop a CSV, see what it would change line by line, then apply it whole. */
export function ImportDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const gramsText = (grams: number | null) =>
    grams === null ? t('admin_stock.import_weight_none') : `${grams} g`;
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<StockImportResult | null>(null);
  const [error, setError] = useState('');
  const [dragging, setDragging] = useState(false);

  const failed = (cause: unknown) =>
    setError(isApiError(cause) ? cause.detail : t('admin.common.load_error'));

  const check = useMutation({
    mutationFn: (text: string) => importStock(text, true),
    onSuccess: setPreview,
    onError: failed,
  });
  const apply = useMutation({
    mutationFn: (text: string) => importStock(text, false),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: stockKeys.all });
      onDone(t('admin_stock.import_done', { count: answer.summary.change }));
    },
    onError: failed,
  });

  async function choose(file: File | undefined) {
    if (!file) return;
    setError('');
    setPreview(null);
    const text = await file.text();
    setCsv(text);
    check.mutate(text);
  }

  const errors = preview ? preview.summary.invalid + preview.summary.unknown_sku : 0;
  const canApply = preview !== null && errors === 0 && preview.summary.change > 0 && csv !== null;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogTitle>{t('admin_stock.import_title')}</DialogTitle>
        <DialogDescription>{t('admin_stock.import_help')}</DialogDescription>
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void choose(event.dataTransfer.files[0]);
          }}
          className={cn(
            'flex flex-col gap-2 rounded-card border-2 border-dashed p-3',
            dragging ? 'border-brand bg-sage-50' : 'border-line-strong',
          )}
        >
          <FormField label={t('admin_stock.import_file')} hint={t('admin_stock.import_drop')}>
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="block w-full text-sm file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border file:border-line-strong file:bg-surface file:px-3 file:font-semibold"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </FormField>
        </div>

        <div aria-live="polite" className="flex flex-col gap-2">
          {check.isPending ? <p>{t('admin_stock.import_previewing')}</p> : null}
          {error ? (
            <p role="alert" className="text-danger">
              {error}
            </p>
          ) : null}
          {preview ? (
            <>
              <p className="font-semibold">
                {[
                  t('admin_stock.import_summary.change', { count: preview.summary.change }),
                  t('admin_stock.import_summary.same', { count: preview.summary.same }),
                  t('admin_stock.import_summary.unknown', { count: preview.summary.unknown_sku }),
                  t('admin_stock.import_summary.invalid', { count: preview.summary.invalid }),
                ].join(', ')}
              </p>
              {errors > 0 ? <p className="text-danger">{t('admin_stock.import_has_errors')}</p> : null}
              {errors === 0 && preview.summary.change === 0 ? <p>{t('admin_stock.import_nothing')}</p> : null}
            </>
          ) : null}
        </div>

        {preview ? (
          // A whole export is hundreds of rows: the frame scrolls, so the keyboard must reach it.
          <div
            className="max-h-[40vh] overflow-y-auto"
            // A scrolling region must take the focus (WCAG 2.1.1), as the table's frame does.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={t('admin_stock.import_rows')}
          >
            <Table caption={t('admin_stock.import_title')} captionHidden density="dense">
              <TableHead>
                <TableRow>
                  <TableHeaderCell align="end">{t('admin_stock.import_line')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin_stock.col_sku')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin_stock.col_product')}</TableHeaderCell>
                  <TableHeaderCell align="end">{t('admin_stock.import_current')}</TableHeaderCell>
                  <TableHeaderCell align="end">{t('admin_stock.import_new')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin_stock.import_status')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.rows.map((row) => (
                  <TableRow key={row.line}>
                    <TableCell align="end">{row.line}</TableCell>
                    <TableCell className="font-mono">{row.sku || '—'}</TableCell>
                    <TableCell>{row.title ?? '—'}</TableCell>
                    <TableCell align="end">{row.current ?? '—'}</TableCell>
                    <TableCell align="end">
                      {row.new ?? '—'}
                      {row.delta ? (
                        <span className="ml-1 text-ink-muted">
                          ({row.delta > 0 ? `+${row.delta}` : row.delta})
                        </span>
                      ) : null}
                      {row.weight_changed ? (
                        <span className="block text-ink-muted">
                          {t('admin_stock.import_weight', {
                            from: gramsText(row.weight_current),
                            to: gramsText(row.weight_new),
                          })}
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <span className={cn('font-semibold', STATUS_LOOK[row.status])}>
                        {t(`admin_stock.statuses.${row.status}`)}
                      </span>
                      {row.message ? <span className="block">{row.message}</span> : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : null}

        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">{t('admin.common.cancel')}</Button>
          </DialogClose>
          <Button
            disabled={!canApply}
            aria-disabled={apply.isPending || undefined}
            onClick={() => {
              if (csv !== null && !apply.isPending) apply.mutate(csv);
            }}
          >
            {apply.isPending ? t('admin_stock.import_applying') : t('admin_stock.import_apply')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
