import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { accountKeys, cancelEmailChange } from '@/features/account/api/account';
import { LinkOutcome } from './link-outcome';
import { authKeys } from '@/hooks/use-current-user';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';

type Outcome = 'checking' | 'done' | 'expired' | 'invalid' | 'error';

/** Opens the link once per token: it works once, so a re-render must not turn "done" into "used". */
function useCancellation(token: string | null) {
  return useQuery({
    queryKey: [...accountKeys.all, 'email-change-cancellation', token],
    queryFn: () => cancelEmailChange(token!),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

function outcomeOf(query: ReturnType<typeof useCancellation>): Outcome {
  if (query.data) return 'done';
  if (query.isError) {
    const code = isApiError(query.error) ? query.error.code : undefined;
    if (code === 'account.link_expired') return 'expired';
    if (code === 'account.link_invalid' || code === 'validation_error') return 'invalid';
    return 'error';
  }
  return 'checking';
}

/**
 * `/anulare-schimbare-email?token=…`: the link mailed to the old address when a change of address
 * was asked for. Opening it stops the change and signs every device out, this one included.
 */
export function CancelEmailChangeRoute() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const cancellation = useCancellation(token);
  const outcome = token === null ? 'invalid' : outcomeOf(cancellation);
  useDocumentTitle(`${t('account.cancel_email_change.document_title')} | ${t('app.name')}`);

  useEffect(() => {
    // The server ended every session: this device's token is gone too.
    if (cancellation.data && useAuthStore.getState().token) {
      useAuthStore.getState().signOut();
      queryClient.removeQueries({ queryKey: authKeys.all });
    }
  }, [cancellation.data, queryClient]);

  const email = cancellation.data?.email ?? '';
  const content: Record<Outcome, { title: string; body?: string }> = {
    checking: { title: t('account.cancel_email_change.checking') },
    done: {
      title: t('account.cancel_email_change.done_title'),
      body: t('account.cancel_email_change.done_body', { email }),
    },
    expired: {
      title: t('account.cancel_email_change.expired_title'),
      body: t('account.cancel_email_change.expired_body'),
    },
    invalid: {
      title: t('account.cancel_email_change.invalid_title'),
      body: t('account.cancel_email_change.invalid_body'),
    },
    error: { title: t('account.cancel_email_change.error_title') },
  };
  const state = outcome === 'done' ? 'good' : outcome === 'checking' || outcome === 'error' ? outcome : 'bad';
  return <LinkOutcome state={state} {...content[outcome]} onRetry={() => void cancellation.refetch()} />;
}
