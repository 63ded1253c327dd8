// The gallery and the buy box of the product page, loaded apart from the page as its parts
// (product-page.tsx). The server renders them; the browser loads them before it hydrates the
// page, and a navigation in the app loads them with the route (router.tsx, decision 077).
export { ProductGallery } from './product-gallery';
export { ProductPurchase } from './product-purchase';
