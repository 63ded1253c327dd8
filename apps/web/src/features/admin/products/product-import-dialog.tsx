import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductImportResult } from '@shop/shared/schemas/admin/product-tools';
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
import { importProducts, productKeys } from './products-api';

const ACTION_LOOK = {
  create: 'text-brand',
  update: 'text-brand',
  same: 'text-ink-muted',
  invalid: 'text-danger',
} as const;

/**
 * The product CSV import: choose or drop the file, see what each row would change (or why it
 * cannot), then apply the whole file at once.
 */
export function ProductImportDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ProductImportResult | null>(null);
  const [error, setError] = useState('');
  const [dragging, setDragging] = useState(false);

  const failed = (cause: unknown) =>
    setError(isApiError(cause) ? cause.detail : t('admin.common.load_error'));
  const check = useMutation({
    mutationFn: (text: string) => importProducts(text, true),
    onSuccess: setPreview,
    onError: failed,
  });
  const apply = useMutation({
    mutationFn: (text: string) => importProducts(text, false),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      onDone(t('admin_products.tools.import_done', { count: answer.summary.create + answer.summary.update }));
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

  const changes = preview ? preview.summary.create + preview.summary.update : 0;
  const canApply = preview !== null && preview.summary.invalid === 0 && changes > 0 && csv !== null;
  // The rows that say something; unchanged rows are only counted.
  const shown = preview?.rows.filter((row) => row.action !== 'same') ?? [];

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="lg">
        <DialogTitle>{t('admin_products.tools.import_title')}</DialogTitle>
        <DialogDescription>{t('admin_products.tools.import_help')}</DialogDescription>
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
          <FormField
            label={t('admin_products.tools.import_file')}
            hint={t('admin_products.tools.import_drop')}
          >
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="block w-full text-sm file:mr-3 file:h-11 file:cursor-pointer file:rounded-lg file:border file:border-line-strong file:bg-surface file:px-3 file:font-semibold"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </FormField>
        </div>

        <div aria-live="polite" className="flex flex-col gap-2">
          {check.isPending ? <p>{t('admin_products.tools.import_checking')}</p> : null}
          {error ? (
            <p role="alert" className="text-danger">
              {error}
            </p>
          ) : null}
          {preview ? (
            <>
              <p className="font-semibold" data-testid="import-summary">
                {[
                  t('admin_products.tools.summary_create', { count: preview.summary.create }),
                  t('admin_products.tools.summary_update', { count: preview.summary.update }),
                  t('admin_products.tools.summary_same', { count: preview.summary.same }),
                  t('admin_products.tools.summary_invalid', { count: preview.summary.invalid }),
                ].join(', ')}
              </p>
              {preview.summary.invalid > 0 ? (
                <p className="text-danger">{t('admin_products.tools.import_has_errors')}</p>
              ) : null}
              {preview.summary.invalid === 0 && changes === 0 ? (
                <p>{t('admin_products.tools.import_nothing')}</p>
              ) : null}
            </>
          ) : null}
        </div>

        {shown.length > 0 ? (
          <div
            className="max-h-[40vh] overflow-y-auto"
            // A scrolling region must take the focus (WCAG 2.1.1), as the table's frame does.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={t('admin_products.tools.import_rows')}
          >
            <Table caption={t('admin_products.tools.import_rows')} captionHidden density="dense">
              <TableHead>
                <TableRow>
                  <TableHeaderCell align="end">{t('admin_products.tools.line')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin_products.tools.product')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin_products.tools.action')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin_products.tools.details')}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row) => (
                  <TableRow key={row.line}>
                    <TableCell align="end">{row.line}</TableCell>
                    <TableCell>
                      <span className="block font-semibold">{row.title || '—'}</span>
                      <span className="block font-mono text-sm text-ink-muted">{row.sku ?? row.slug}</span>
                    </TableCell>
                    <TableCell>
                      <span className={cn('font-semibold', ACTION_LOOK[row.action])}>
                        {t(`admin_products.tools.actions.${row.action}`)}
                      </span>
                    </TableCell>
                    <TableCell>
                      <ul className="flex flex-col gap-1 text-sm">
                        {row.errors.map((item, index) => (
                          <li key={`e${index}`} className="text-danger">
                            <span className="font-mono">{item.field}</span>: {item.message}
                          </li>
                        ))}
                        {row.action === 'update'
                          ? row.changes.map((change) => (
                              <li key={change.field} className="break-words">
                                <span className="font-mono">{change.field}</span>:{' '}
                                {t('admin_products.tools.change', {
                                  before: change.before.slice(0, 80) || '—',
                                  after: change.after.slice(0, 80) || '—',
                                })}
                              </li>
                            ))
                          : null}
                      </ul>
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
            {apply.isPending
              ? t('admin_products.tools.import_applying')
              : t('admin_products.tools.import_apply')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
