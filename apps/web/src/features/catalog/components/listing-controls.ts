// The listing's controls, loaded apart from the page as its parts (shop-listing.tsx): the
// category list, the price and stock filters, the tags, the sort menu, the phones' filters
// button and the link that starts over. The server renders them; the browser loads them before
// it hydrates the page, and a navigation in the app loads them with the route (router.tsx,
// `firstPaintParts`; decision 077).
export { CategoryNav } from './category-nav';
export { FiltersDrawer } from './filters-drawer';
export { PriceFilter } from './price-filter';
export { ResetLink } from './reset-link';
export { SortSelect } from './sort-select';
export { StockFilter } from './stock-filter';
export { TagFilter } from './tag-filter';
