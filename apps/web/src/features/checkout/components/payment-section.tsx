import { Banknote, CreditCard, Landmark, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { formatLei } from '@shop/shared/money';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { checkboxClass, FormField } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import type { OfferedPayment } from '../lib/checkout-form';
import { useCheckoutField } from '../hooks/use-checkout-field';
import { Section } from './section';

const ICONS: Record<OfferedPayment, ReactNode> = {
  card: <CreditCard className="size-5" />,
  ramburs: <Banknote className="size-5" />,
  transfer: <Landmark className="size-5" />,
};

/** What the wallet pays of a total when it is used: all it holds, up to the total. */
export function walletPart(useWallet: boolean, balance: number, total: number): number {
  return useWallet ? Math.min(balance, total) : 0;
}

/**
 * Card online, cash on delivery or bank transfer, and, for a signed-in customer with a balance,
 * the wallet: it pays what it holds, the method chosen pays the rest (nothing left to choose when
 * it covers the whole order).
 */
export function PaymentSection({ walletBalance, total }: { walletBalance: number; total: number }) {
  const { t } = useTranslation();
  const { form, field, errorText } = useCheckoutField();
  const useWalletChecked = useWatch({ control: form.control, name: 'din_portofel' });
  const fromWallet = walletPart(useWalletChecked, walletBalance, total);
  const coversAll = fromWallet > 0 && fromWallet >= total;
  const options: { value: OfferedPayment; title: string; description: string }[] = [
    { value: 'card', title: t('checkout.payment.card'), description: t('checkout.payment.card_text') },
    {
      value: 'ramburs',
      title: t('checkout.payment.ramburs'),
      description: t('checkout.payment.ramburs_text'),
    },
    {
      value: 'transfer',
      title: t('checkout.payment.transfer'),
      description: t('checkout.payment.transfer_text'),
    },
  ];

  return (
    <Section step={4} title={t('checkout.payment.title')}>
      {walletBalance > 0 ? (
        <div className="mb-4 flex flex-col gap-2 rounded-lg border border-line bg-sage-50 p-4">
          <FormField
            id="checkout-wallet"
            layout="inline"
            label={
              <span className="flex items-center gap-2 font-semibold">
                <Wallet aria-hidden="true" className="size-5 text-brand" />
                {t('checkout.payment.wallet', { amount: formatLei(walletBalance) })}
              </span>
            }
          >
            <input type="checkbox" className={checkboxClass} {...field('din_portofel')} />
          </FormField>
          {fromWallet > 0 ? (
            <p className="text-sm text-ink-muted" aria-live="polite">
              {coversAll
                ? t('checkout.payment.wallet_covers_all')
                : t('checkout.payment.wallet_rest', { amount: formatLei(total - fromWallet) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {coversAll ? null : (
        <ChoiceGroup legend={t('checkout.payment.legend')} error={errorText('plata')}>
          {options.map((option) => (
            <ChoiceCard
              key={option.value}
              value={option.value}
              title={option.title}
              description={option.description}
              icon={ICONS[option.value]}
              {...field('plata')}
            />
          ))}
        </ChoiceGroup>
      )}
    </Section>
  );
}
