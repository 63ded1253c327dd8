import { useParams } from 'react-router';
import type { ProductSummary } from '@shop/shared/schemas/catalog';
import { BlogPostPage } from '@/features/blog/components/blog-post-page';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { LazyNotFound } from './lazy-not-found';

// One function for the page's life, so the grid keeps its cards between renders.
const renderProducts = (products: ProductSummary[]) => <ProductGrid products={products} eager={false} />;

/** /blog/{slug} (contract §2, route `blog-post`): a post with its related posts and products. */
export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return <BlogPostPage slug={slug} notFound={<LazyNotFound />} renderProducts={renderProducts} />;
}
