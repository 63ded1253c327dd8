import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { accountKeys, confirmEmail } from '@/features/account/api/account';
import { LinkOutcome } from './link-outcome';
import { authKeys } from '@/hooks/use-current-user';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

type Outcome = 'checking' | 'verified' | 'changed' | 'expired' | 'invalid' | 'taken' | 'error';

function outcomeOf(query: ReturnType<typeof useConfirmation>): Outcome {
  if (query.data) return query.data.outcome === 'verified' ? 'verified' : 'changed';
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : undefined;
    if (code === 'account.link_expired') return 'expired';
    if (code === 'account.email_taken') return 'taken';
    if (code === 'account.link_invalid' || code === 'validation_error') return 'invalid';
    return 'error';
  }
  return 'checking';
}

/**
 * Opens the link once per token: a link works once, so a second request (a re-render, React's
 * development double effects) must not turn "verified" into "already used".
 */
function useConfirmation(token: string | null) {
  return useQuery({
    queryKey: [...accountKeys.all, 'email-confirmation', token],
    queryFn: () => confirmEmail(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** `/verificare?token=…`: the result of a verification link (spec §2): ok, expired or invalid. */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirmation = useConfirmation(token);
  const outcome = token === null ? 'invalid' : outcomeOf(confirmation);
  useDocumentTitle(`${t('account.verify.document_title')} | ${t('app.name')}`);

  useEffect(() => {
    if (confirmation.data) {
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
      void queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'profile'] });
    }
  }, [confirmation.data, queryClient]);

  const email = confirmation.data?.email ?? '';
  const content: Record<Outcome, { title: string; body?: string }> = {
    checking: { title: t('account.verify.checking') },
    verified: {
      title: t('account.verify.verified_title'),
      body: t('account.verify.verified_body', { email }),
    },
    changed: { title: t('account.verify.changed_title'), body: t('account.verify.changed_body', { email }) },
    expired: { title: t('account.verify.expired_title'), body: t('account.verify.expired_body') },
    invalid: { title: t('account.verify.invalid_title'), body: t('account.verify.invalid_body') },
    taken: { title: t('account.verify.taken_title'), body: t('account.verify.taken_body') },
    error: { title: t('account.verify.error_title') },
  };
  const state =
    outcome === 'checking' || outcome === 'error'
      ? outcome
      : outcome === 'verified' || outcome === 'changed'
        ? 'good'
        : 'bad';
  return <LinkOutcome state={state} {...content[outcome]} onRetry={() => void confirmation.refetch()} />;
}
