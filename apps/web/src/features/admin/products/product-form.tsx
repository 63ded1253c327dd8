import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminProductDetail } from '@shop/shared/schemas/admin/products';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ProductDetailsSection } from './product-details-section';
import {
  EMPTY_PRODUCT,
  keyedResolver,
  productFormValuesOf,
  type ProductFormValues,
} from './product-form-values';
import { ProductImagesSection } from './product-images-section';
import { ProductPlacementSection } from './product-placement-section';
import { ProductPriceHistory } from './product-price-history';
import { ProductPriceSection } from './product-price-section';
import { ProductSeoSection } from './product-seo-section';
import { ProductVariantsSection } from './product-variants-section';
import { deleteProduct, duplicateProduct, productDetailQueryOptions, productKeys } from './products-api';
import { useProductSave } from './use-product-save';
import { useAdminPath, useLocalizedPath } from '@/lib/use-localized-path';

export function ProductCreateScreen() {
  return <ProductForm product={null} />;
}

export function ProductEditScreen() {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const query = useQuery({ ...productDetailQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (query.isError && isApiError(query.error) && query.error.status === 404)
  ) {
    return (
      <EmptyState
        title={t('admin_products.form.not_found')}
        action={
          <Link to={adminLink('products')} className="text-brand underline underline-offset-2">
            {t('admin_products.form.back')}
          </Link>
        }
      />
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('admin.common.loading')} className="flex flex-col gap-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('admin.common.load_error')}
        retryLabel={t('admin.common.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ProductForm key={query.data.id} product={query.data} />;
}

/**
 * Copy and delete, on a saved product's page. A product that was sold is taken off sale instead
 * of deleted (the server says so, and the page stays with the product unpublished).
 */
function ProductPageActions({
  id,
  onChanged,
}: {
  id: number;
  /** The product as saved after it was taken off sale, for the form to show. */
  onChanged: (product: AdminProductDetail) => void;
}) {
  const adminLink = useAdminPath();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const copy = useMutation({
    mutationFn: () => duplicateProduct(id),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      showShopToast(t('admin_products.tools.duplicated'));
      await navigate(adminLink(`products/${created.id}`));
    },
    onError: () => showShopToast(t('admin_products.bulk.failed')),
  });
  const remove = useMutation({
    mutationFn: () => deleteProduct(id),
    onSuccess: async (result) => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      if (result && !result.deleted) {
        onChanged(await queryClient.fetchQuery(productDetailQueryOptions(id)));
        showShopToast(t('admin_products.tools.unpublished_not_deleted'));
        return;
      }
      showShopToast(t('admin_products.bulk.deleted', { count: 1 }));
      await navigate(adminLink('products'));
    },
  });
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        aria-disabled={copy.isPending || undefined}
        onClick={() => {
          if (!copy.isPending) copy.mutate();
        }}
      >
        {copy.isPending ? t('admin_products.tools.duplicating') : t('admin_products.tools.duplicate')}
      </Button>
      <Button type="button" variant="secondary-danger" onClick={() => setConfirming(true)}>
        {t('admin_products.bulk.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
        title={t('admin_products.bulk.confirm_title', { count: 1 })}
        description={t('admin_products.tools.delete_text')}
        confirmLabel={t('admin_products.bulk.confirm')}
        busy={remove.isPending}
        error={
          remove.isError
            ? isApiError(remove.error)
              ? remove.error.detail
              : t('admin_products.bulk.failed')
            : null
        }
      />
    </>
  );
}

/**
 * A product's form, in sections (texts, prices, placement, images, SEO), each reading and writing
 * the one form through its context; saving and the leave guard are in useProductSave.
 */
function ProductForm({ product }: { product: AdminProductDetail | null }) {
  const adminLink = useAdminPath();
  const localizedPath = useLocalizedPath();
  const { t } = useTranslation();
  const isNew = product === null;
  const form = useForm<ProductFormValues>({
    defaultValues: product ? productFormValuesOf(product) : EMPTY_PRODUCT,
    resolver: keyedResolver(isNew),
  });
  const { submit, current, formError, blocker } = useProductSave(form, product);
  const submitting = form.formState.isSubmitting;
  const heading = isNew
    ? t('admin_products.form.new_title')
    : t('admin_products.form.edit_title', { title: current?.titlu ?? '' });

  return (
    <section aria-labelledby="product-form-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Link to={adminLink('products')} className="text-sm text-brand underline underline-offset-2">
            {t('admin_products.form.back')}
          </Link>
          <h1 id="product-form-title" className="text-2xl font-bold tracking-tight">
            {heading}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {current ? (
            <Button asChild variant="secondary">
              <a href={localizedPath(`/produs/${current.slug}`)} target="_blank" rel="noreferrer">
                {t('admin_products.form.view_in_shop')}
              </a>
            </Button>
          ) : null}
          {current ? (
            <ProductPageActions
              id={current.id}
              onChanged={(fresh) => form.reset(productFormValuesOf(fresh))}
            />
          ) : null}
          <Button type="submit" form="product-form" disabled={submitting}>
            {submitting ? t('admin.common.saving') : t('admin.common.save')}
          </Button>
        </div>
      </div>
      <p className="text-sm text-ink-muted">{t('admin_products.form.shortcut')}</p>
      {formError ? (
        <p
          role="alert"
          className="rounded-card border border-danger bg-surface p-3 font-semibold text-danger"
        >
          {formError}
        </p>
      ) : null}

      <FormProvider {...form}>
        <form
          id="product-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-6"
        >
          <ProductDetailsSection isNew={isNew} />
          <ProductPriceSection current={current} />
          <ProductVariantsSection current={current} />
          <ProductPlacementSection />
          <ProductImagesSection />
          <ProductSeoSection />
        </form>
      </FormProvider>

      {current ? <ProductPriceHistory history={current.istoric_preturi} /> : null}

      <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
        <DialogContent kind="alert">
          <DialogTitle>{t('admin.common.unsaved_changes')}</DialogTitle>
          <DialogDescription>{heading}</DialogDescription>
          <DialogActions>
            <Button type="button" variant="secondary" onClick={() => blocker.reset?.()}>
              {t('admin_products.form.stay')}
            </Button>
            <Button type="button" variant="danger" onClick={() => blocker.proceed?.()}>
              {t('admin_products.form.leave')}
            </Button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </section>
  );
}
