import { useSearchParams } from 'react-router';
import { languageFromPath } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { NEXT_PARAM, safeNextPath } from './next-path';

/**
 * Where a sign-in leads: the safe `next` path (as is when it names its language, else in the
 * current one), or home. `next` is also what the links between login and register pass on.
 */
export function useNextDestination(): { next: string | null; destination: string } {
  const [searchParams] = useSearchParams();
  const localizedPath = useLocalizedPath();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));
  const destination = next ? (languageFromPath(next) ? next : localizedPath(next)) : localizedPath('/');
  return { next, destination };
}
