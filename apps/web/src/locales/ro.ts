// One file per area, so that features add their texts without touching each other's.
import app from './ro/app.json';
import nav from './ro/nav.json';
import language from './ro/language.json';
import footer from './ro/footer.json';
import common from './ro/common.json';
import errors from './ro/errors.json';
import home from './ro/home.json';
import catalog from './ro/catalog.json';
import notfound from './ro/not-found.json';
import toasts from './ro/toasts.json';

export default {
  app,
  nav,
  language,
  footer,
  common,
  errors,
  home,
  catalog,
  not_found: notfound,
  toasts,
};
