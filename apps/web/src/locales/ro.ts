// One file per area, so that features add their texts without touching each other's.
import app from './ro/app.json';
import nav from './ro/nav.json';
import language from './ro/language.json';
import footer from './ro/footer.json';
import header from './ro/header.json';
import search from './ro/search.json';
import common from './ro/common.json';
import errors from './ro/errors.json';
import home from './ro/home.json';
import catalog from './ro/catalog.json';
import listing from './ro/listing.json';
import product from './ro/product.json';
import notfound from './ro/not-found.json';
import toasts from './ro/toasts.json';
import consent from './ro/consent.json';
import cart from './ro/cart.json';
import favourites from './ro/favourites.json';
import auth from './ro/auth.json';
import account from './ro/account.json';
import checkout from './ro/checkout.json';

export default {
  app,
  nav,
  language,
  footer,
  header,
  search,
  common,
  errors,
  home,
  catalog,
  listing,
  product,
  not_found: notfound,
  toasts,
  consent,
  cart,
  favourites,
  auth,
  account,
  checkout,
};
