import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { PasswordField } from '@/components/form/password-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { accountFailureKey } from '@/lib/form/password-forms';
import { useTranslation } from '@/lib/i18n';
import { showShopToast } from '@/lib/toasts';
import { useCloseAccount, useDataExport } from '../api/account';
import { AccountSection } from './account-section';

/** The customer's data: a copy to download, and closing the account. */
export function PersonalDataSection() {
  const { t } = useTranslation();
  const download = useDataExport();
  const close = useCloseAccount(() => showShopToast(t('account.data.closed')));
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  // The server's reason (an order under way, money in the wallet), a wrong password, or the generic one.
  const closeFailure = (error: unknown): string => {
    if (isApiError(error) && error.code === 'account.wrong_password') return t('account.data.wrong_password');
    if (isApiError(error) && error.code === 'account.cannot_close') return error.detail;
    return t(accountFailureKey(error, 'account.data.close_error'));
  };

  return (
    <AccountSection id="date" title={t('account.data.title')}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col items-start gap-2">
          <p className="max-w-prose text-ink-muted">{t('account.data.export_intro')}</p>
          <Button
            variant="secondary"
            aria-disabled={download.isPending || undefined}
            onClick={() => {
              if (!download.isPending) download.mutate();
            }}
          >
            <Download aria-hidden="true" />
            {download.isPending ? t('account.data.exporting') : t('account.data.export')}
          </Button>
          {download.isError ? (
            <p role="alert" className="font-semibold text-danger">
              {t(accountFailureKey(download.error, 'account.data.export_error'))}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col items-start gap-2 border-t border-line pt-6">
          <p className="max-w-prose text-ink-muted">{t('account.data.close_intro')}</p>
          <Button
            variant="secondary-danger"
            onClick={() => {
              close.reset();
              setPassword('');
              setMissing(false);
              setConfirming(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('account.data.close')}
          </Button>
        </div>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent kind="alert" size="sm">
          <DialogTitle>{t('account.data.close_title')}</DialogTitle>
          <DialogDescription>{t('account.data.close_body')}</DialogDescription>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!password) {
                setMissing(true);
                return;
              }
              setMissing(false);
              close.mutate(password);
            }}
          >
            <PasswordField
              label={t('account.data.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={missing ? t('account.data.password_required') : undefined}
            />
            {close.isError ? (
              <p role="alert" className="font-semibold text-danger">
                {closeFailure(close.error)}
              </p>
            ) : null}
            <DialogActions>
              <Button type="button" variant="secondary" onClick={() => setConfirming(false)}>
                {t('account.data.keep')}
              </Button>
              <Button type="submit" variant="danger" aria-disabled={close.isPending || undefined}>
                {close.isPending ? t('account.data.closing') : t('account.data.close_confirm')}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog>
    </AccountSection>
  );
}
