import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField, Select } from '@/components/ui/form-field';
import { refusalDetail } from '@/lib/error-message';
import { localized, useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { categoryKeys, type CategoryNode, deleteCategory, flattenTree } from './categories-api';

type DeleteCategoryDialogProps = {
  category: CategoryNode | null;
  tree: CategoryNode[];
  onClose: () => void;
};

/**
 * Asks before deleting a category; when products are placed in it, also where they go (any other
 * category, its own subcategories included). Its subcategories move up to its parent. Mounted
 * anew for each category (a `key`), so no choice or error carries over.
 */
export function DeleteCategoryDialog({ category, tree, onClose }: DeleteCategoryDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [destination, setDestination] = useState('');
  const [missing, setMissing] = useState(false);

  const removal = useMutation({
    mutationFn: ({ id, moveTo }: { id: number; moveTo: number | null }) => deleteCategory(id, moveTo),
    onSuccess: async () => {
      showShopToast(t('admin_categories.deleted'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });

  const hasProducts = (category?.numar_produse ?? 0) > 0;
  const destinations = flattenTree(tree).filter((node) => node.id !== category?.id);
  const name = category ? localized(category, 'nume', i18n.language) : '';

  const confirm = () => {
    if (!category || removal.isPending) return;
    if (hasProducts && destination === '') {
      setMissing(true);
      return;
    }
    removal.mutate({ id: category.id, moveTo: hasProducts ? Number(destination) : null });
  };

  return (
    <Dialog open={category !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent kind="alert">
        <DialogTitle>{t('admin_categories.remove.title', { name })}</DialogTitle>
        <DialogDescription>{t('admin_categories.remove.text')}</DialogDescription>
        {hasProducts ? (
          <>
            <p>{t('admin_categories.remove.with_products', { count: category?.numar_produse ?? 0 })}</p>
            <FormField
              label={t('admin_categories.remove.destination')}
              error={missing ? t('admin_categories.remove.destination_required') : undefined}
            >
              <Select
                value={destination}
                onChange={(event) => {
                  setDestination(event.target.value);
                  setMissing(false);
                }}
              >
                <option value="">{t('admin_categories.remove.choose')}</option>
                {destinations.map((node) => (
                  <option key={node.id} value={node.id}>
                    {`${'\u00a0\u00a0'.repeat(node.depth)}${localized(node, 'nume', i18n.language)}`}
                  </option>
                ))}
              </Select>
            </FormField>
          </>
        ) : null}
        {removal.isError ? (
          <p role="alert" className="font-semibold text-danger">
            {refusalDetail(removal.error) ?? t('admin.common.load_error')}
          </p>
        ) : null}
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('admin.common.cancel')}
          </Button>
          <Button
            type="button"
            variant="danger"
            aria-disabled={removal.isPending || undefined}
            onClick={confirm}
          >
            {t('admin.common.delete')}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
