import app from './en/app.json';
import nav from './en/nav.json';
import language from './en/language.json';
import footer from './en/footer.json';
import header from './en/header.json';
import search from './en/search.json';
import common from './en/common.json';
import errors from './en/errors.json';
import home from './en/home.json';
import catalog from './en/catalog.json';
import listing from './en/listing.json';
import product from './en/product.json';
import notfound from './en/not-found.json';
import toasts from './en/toasts.json';
import consent from './en/consent.json';
import cart from './en/cart.json';
import favourites from './en/favourites.json';
import auth from './en/auth.json';
import account from './en/account.json';
import checkout from './en/checkout.json';

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
