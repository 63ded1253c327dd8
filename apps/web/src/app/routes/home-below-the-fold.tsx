import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { PostCard, PostCardSkeletons } from '@/features/blog/components/post-card';
import { BlogTeaser } from '@/features/home/components/blog-teaser';
import { PopularProducts } from '@/features/home/components/popular-products';
import { SkinCareTips } from '@/features/home/components/skin-care-tips';
import { HOME_POPULAR } from '@shop/shared/constants';

/**
 * The home's sections under the recommended carousel: popular grid, tips and blog posts. Loaded
 * as one chunk while the top of the page renders (home.tsx), outside the first-load budget.
 */
export function HomeBelowTheFold() {
  return (
    <>
      <PopularProducts
        renderGrid={(products) => <ProductGrid products={products} eager={false} />}
        renderSkeleton={(label) => <ProductGridSkeleton count={HOME_POPULAR} label={label} />}
      />
      <SkinCareTips />
      <BlogTeaser
        renderPost={(post) => <PostCard post={post} />}
        renderSkeleton={() => <PostCardSkeletons count={3} />}
      />
    </>
  );
}
