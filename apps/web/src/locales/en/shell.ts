// The areas every page's first render needs (see ../texts.ts); the others load on demand.
import app from './app.json';
import catalog from './catalog.json';
import common from './common.json';
import errors from './errors.json';
import header from './header.json';
import language from './language.json';
import nav from './nav.json';
import notFound from './not-found.json';
import search from './search.json';
import toasts from './toasts.json';

export default {
  app,
  catalog,
  common,
  errors,
  header,
  language,
  nav,
  not_found: notFound,
  search,
  toasts,
};
