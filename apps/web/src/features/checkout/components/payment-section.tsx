import { Banknote, CreditCard, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { useTranslation } from '@/lib/i18n';
import type { OfferedPayment } from '../lib/checkout-form';
import { useCheckoutField } from '../hooks/use-checkout-field';
import { Section } from './section';

const ICONS: Record<OfferedPayment, ReactNode> = {
  card: <CreditCard className="size-5" />,
  ramburs: <Banknote className="size-5" />,
  transfer: <Landmark className="size-5" />,
};

/** Card online, cash on delivery or bank transfer: the shop has no wallet to pay from (contract §7). */
export function PaymentSection() {
  const { t } = useTranslation();
  const { field, errorText } = useCheckoutField();
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
    </Section>
  );
}
