/**
 * The requests each page's loader starts, in one chunk the router loads on the first navigation
 * that needs it. A server-rendered page hydrates with its loaders' data, so its first load runs
 * none of them, and their code (query options of every page, the listing's filters, the cart's
 * products) stays out of the first bundle (decision 077).
 */
export { prefetchBlogIndex, prefetchBlogPost } from '@/features/blog/api/prefetch';
export { prefetchListing, prefetchProductPage } from '@/features/catalog/api/prefetch';
export { prefetchCheckout, prefetchOrder } from './routes/checkout-loaders';
export { prefetchHome } from './routes/home-loader';
export { prefetchSearch } from './routes/search-loader';
