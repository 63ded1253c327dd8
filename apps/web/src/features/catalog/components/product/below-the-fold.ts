// The product page's sections under the purchase block, loaded as one chunk after the page's first
// render (product-page.tsx), so their code stays out of the first-load budget.
export { ProductTabs } from './product-tabs';
export { RecommendedProducts } from './recommended-products';
export { Testimonials } from './testimonials';
