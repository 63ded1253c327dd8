import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link to another page starts at its top, as a full page load would; changes of the query only
 * (filters, pages of a list) and back/forward keep the position, and a #hash is left to its target.
 */
export function useScrollToTopOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP' || hash) return;
    window.scrollTo(0, 0);
    // Only a new path scrolls; the navigation type is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
