import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard } from './product-card';

// DESIGN.md: 2 columns on phones, 3 on tablets, 4-5 on desktop.
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';

/** The first row is above the fold on most screens; its images load eagerly. */
const EAGER_IMAGES = 5;

export function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <ul className={GRID}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={GRID} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-card border border-line bg-surface">
            <Skeleton className="aspect-square rounded-none" />
            <div className="flex flex-col gap-2 p-3 sm:p-4">
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-3 h-5 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
