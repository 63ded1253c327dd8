import { useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';

/** The product page's shape while it loads: same boxes, so nothing jumps when it arrives. */
export function ProductPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <p role="status" className="sr-only">
        {t('product.loading')}
      </p>
      <div aria-hidden="true">
        <Skeleton className="mb-4 h-5 w-72 max-w-full sm:mb-6" />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,565px)_minmax(0,1fr)] lg:gap-12">
          <div className="flex w-full max-w-[565px] flex-col gap-3 justify-self-center lg:justify-self-start">
            <Skeleton className="aspect-square max-h-[565px] w-full" />
            <div className="grid grid-cols-4 gap-2 sm:gap-3">
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} rounded="lg" className="aspect-square" />
              ))}
            </div>
          </div>
          <div className="flex flex-col gap-5">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-10 w-4/5" />
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-10 w-40" />
            <div className="flex gap-3">
              <Skeleton className="h-11 w-32" />
              <Skeleton className="h-12 flex-1" />
            </div>
            <Skeleton className="h-11 w-56" />
            <div className="grid gap-2 sm:grid-cols-3">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} className="h-24" />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
