import { Navigate, Outlet, useLocation } from 'react-router';
import { withNextPath } from '@/features/auth/lib/next-path';
import { isLoggingOut } from '@/hooks/use-logout';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useIsSignedIn } from '@/stores/auth-store';

/**
 * Contract §6: pages under this route need sign-in; without a token the visitor goes to the login
 * page (in the same language) with `next` set to where they were going. During a logout the
 * page simply gives way while the visitor is taken home.
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  const localizedPath = useLocalizedPath();
  if (signedIn) return <Outlet />;
  if (isLoggingOut()) return null;
  const next = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={withNextPath(localizedPath('/login'), next)} replace />;
}
