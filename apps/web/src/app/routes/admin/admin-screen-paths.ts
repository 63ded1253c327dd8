/**
 * The paths of the screens under /admin, relative to it. admin-routes.ts builds the admin's
 * child routes from this list (its screens are keyed by these paths, so neither can name a screen
 * the other lacks), and the layout journey visits every one of them: a screen added to the admin
 * is checked the day it appears. Kept free of imports so that Node can read it without the app.
 */
export const ADMIN_SCREEN_PATHS = [
  'comenzi',
  'comenzi/nou',
  'comenzi/:id',
  'comenzi/:id/modifica',
  'comenzi/:id/print',
  'comenzi/fise',
  'facturi',
  'facturi/:id',
  'categories',
  'tags',
  'stoc',
  'products',
  'products/nou',
  'products/:id',
  'retururi',
  'retururi/:id',
  'mesaje',
  'setari',
  'newsletter',
  'notificari',
  'facturi/e-factura',
  'recenzii',
  'clienti',
  'clienti/:id',
  'coupons',
  'reduceri',
  'blog',
  'blog/:id',
  'dashboard',
  'rapoarte',
  'personal',
  'roluri',
  'audit',
] as const;

/** The admin's pages outside its guarded layout: the sign-in and the invitation's password form. */
export const ADMIN_OPEN_PATHS = ['admin/login', 'admin/invitatie'] as const;
