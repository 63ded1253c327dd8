import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

// Design §4: 2 columns on phones, 3 on tablets, 4-5 on desktop.
const GRID = {
  // The full page width.
  wide: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5',
  // Next to a sidebar (the shop listing).
  narrow: 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4',
} as const;

export type GridColumns = keyof typeof GRID;

/** The first row is above the fold on most screens; its images load eagerly. */
const EAGER_IMAGES = 5;

type ProductGridProps = {
  products: ProductSummary[];
  columns?: GridColumns;
  headingLevel?: 2 | 3;
  /** False when the grid is below the fold, so no image is loaded eagerly. */
  eager?: boolean;
  className?: string;
};

export function ProductGrid({
  products,
  columns = 'wide',
  headingLevel,
  eager = true,
  className,
}: ProductGridProps) {
  return (
    <ul className={cn(GRID[columns], className)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            priority={eager && index < EAGER_IMAGES}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

type ProductGridSkeletonProps = {
  count: number;
  label: string;
  columns?: GridColumns;
  className?: string;
};

export function ProductGridSkeleton({ count, label, columns = 'wide', className }: ProductGridSkeletonProps) {
  return (
    <div className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div className={GRID[columns]} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-card border border-line bg-surface">
            <Skeleton rounded="none" className="aspect-square" />
            <div className="flex flex-col gap-2 p-3 sm:p-4">
              <Skeleton className="h-4 w-11/12" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-1 h-4 w-1/2" />
              <Skeleton className="mt-2 h-5 w-1/2" />
              <Skeleton className="mt-1 h-9 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
