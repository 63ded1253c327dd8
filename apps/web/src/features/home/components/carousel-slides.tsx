import { memo, type ReactNode, type Ref } from 'react';
import type { ProductSummary } from '@shop/shared/schemas/catalog';

// Contract §9: 2 slides per view, 3 from 768 px, 5 from 1024 px.
export const SLIDE = 'min-w-0 shrink-0 grow-0 basis-1/2 pl-3 sm:pl-4 md:basis-1/3 lg:basis-1/5';

/** Height of the arrows-and-dots row, reserved before the carousel code arrives (no layout shift). */
export const CONTROLS_ROW = 'mt-5 flex h-11 items-center justify-center gap-3';

type CarouselSlidesProps = {
  products: ProductSummary[];
  renderProduct: (product: ProductSummary, index: number) => ReactNode;
  viewportRef?: Ref<HTMLDivElement>;
};

/**
 * The carousel's markup, the same with or without Embla driving it. Memoized: Embla's position
 * changes re-render the arrows and dots, not every card.
 */
export const CarouselSlides = memo(function CarouselSlides({
  products,
  renderProduct,
  viewportRef,
}: CarouselSlidesProps) {
  return (
    <div ref={viewportRef} className="-my-2 overflow-hidden py-2">
      <ul className="-ml-3 flex touch-pan-y sm:-ml-4">
        {products.map((product, index) => (
          <li key={product.id} className={SLIDE}>
            {renderProduct(product, index)}
          </li>
        ))}
      </ul>
    </div>
  );
});
