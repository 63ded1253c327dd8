import app from './en/app.json';
import nav from './en/nav.json';
import language from './en/language.json';
import footer from './en/footer.json';
import common from './en/common.json';
import errors from './en/errors.json';
import home from './en/home.json';
import catalog from './en/catalog.json';
import notfound from './en/not-found.json';
import toasts from './en/toasts.json';

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
