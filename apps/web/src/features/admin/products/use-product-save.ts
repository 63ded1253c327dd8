import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import type { AdminProductDetail } from '@shop/shared/schemas/admin/products';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import {
  EMPTY_PRODUCT,
  nestedErrorKey,
  productErrorKey,
  productFormValuesOf,
  type ProductFormValues,
} from './product-form-values';
import { createProduct, productKeys, updateProduct } from './products-api';
import { useAdminPath } from '@/lib/use-localized-path';

/**
 * Saving the product form: create or update, the server's field errors on their fields, Ctrl+S,
 * and the guard that asks before unsaved changes are left behind.
 */
export function useProductSave(form: UseFormReturn<ProductFormValues>, product: AdminProductDetail | null) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { handleSubmit, setError, reset, formState } = form;
  const [current, setCurrent] = useState(product);
  const [formError, setFormError] = useState<string | null>(null);
  // Set once a new product is saved: the form then leaves for its edit page without asking.
  const [createdId, setCreatedId] = useState<number | null>(null);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (product === null) {
        const { version: _version, ...body } = values;
        const created = await createProduct(body);
        queryClient.setQueryData(productKeys.detail(created.id), created);
        void queryClient.invalidateQueries({ queryKey: productKeys.all, refetchType: 'none' });
        showShopToast(t('admin_products.form.created'));
        setCreatedId(created.id);
        return;
      }
      const { stoc: _stock, ...body } = values;
      const saved = await updateProduct(product.id, body);
      queryClient.setQueryData(productKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...productKeys.all, 'list'] });
      setCurrent(saved);
      reset(productFormValuesOf(saved));
      showShopToast(t('admin_products.form.saved'));
    } catch (error) {
      if (isApiError(error) && error.code === 'conflict') {
        setFormError(t('admin.common.conflict'));
        return;
      }
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        const duplicate = error.code === 'admin.duplicate';
        let first = true;
        for (const field of Object.keys(error.fieldErrors)) {
          const name = field.split('.')[0]!;
          if ((name === 'variante' || name === 'optiuni') && field !== name) {
            setError(
              field as Path<ProductFormValues>,
              { type: 'server', message: nestedErrorKey(field, duplicate ? '_taken' : '') },
              { shouldFocus: first },
            );
            first = false;
            continue;
          }
          if (!(name in EMPTY_PRODUCT)) continue;
          setError(
            name as Path<ProductFormValues>,
            { type: 'server', message: duplicate ? productErrorKey(`${name}_taken`) : productErrorKey(name) },
            { shouldFocus: first },
          );
          first = false;
        }
        return;
      }
      setFormError(t('admin_products.form.save_failed'));
    }
  });

  // Ctrl+S / Cmd+S saves, wherever the focus is.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void submit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [submit]);

  const dirty = formState.isDirty && !formState.isSubmitting;
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && createdId === null && currentLocation.pathname !== nextLocation.pathname,
  );

  const createdPath = createdId === null ? null : adminLink(`products/${createdId}`);
  useEffect(() => {
    if (createdPath !== null) void navigate(createdPath, { replace: true });
  }, [createdPath, navigate]);

  return { submit, current, formError, blocker };
}
