import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { withLanguagePrefix } from '@/lib/i18n';

/** Builds in-app links that keep the /ro or /en prefix the visitor arrived with. */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  return useCallback((path: string) => withLanguagePrefix(path, pathname), [pathname]);
}
