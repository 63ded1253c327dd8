import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { withLanguagePrefix } from '@/lib/i18n';

/** Builds in-app links that keep the /ro or /en prefix the visitor arrived with. */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => withLanguagePrefix(path, pathname), [pathname]);
}

/**
 * An admin screen's path without the language prefix: `screen` is relative to /admin
 * ('comenzi/12', 'facturi?efactura=open'; '' for /admin itself). The one place "/admin" is
 * written for a page: links go through useAdminPath, which adds the prefix (docs/decisions/080).
 */
export function adminPath(screen = ''): string {
  return screen === '' ? '/admin' : `/admin/${screen}`;
}

/**
 * Builds links, navigations and redirects to admin screens that keep the /ro or /en prefix the
 * admin was opened under: `adminLink('comenzi/12')` is /en/admin/comenzi/12 in English.
 */
export function useAdminPath(): (screen?: string) => string {
  const localizedPath = useLocalizedPath();
  return useCallback((screen = '') => localizedPath(adminPath(screen)), [localizedPath]);
}
