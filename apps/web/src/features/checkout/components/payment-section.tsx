import { Banknote, CreditCard, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { OfferedPayment } from '../lib/checkout-form';
import { ChoiceCard, ChoiceGroup, Section, useMessageText } from './form-fields';
import type { SectionProps } from './section-props';

const ICONS: Record<OfferedPayment, ReactNode> = {
  card: <CreditCard className="size-5" />,
  ramburs: <Banknote className="size-5" />,
  transfer: <Landmark className="size-5" />,
};

/** Card online, cash on delivery or bank transfer: the shop has no wallet to pay from (contract §7). */
export function PaymentSection({ values, errors, update }: SectionProps) {
  const { t } = useTranslation();
  const text = useMessageText();
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
      <ChoiceGroup
        legend={t('checkout.payment.legend')}
        errorId="checkout-payment-error"
        error={text(errors.plata)}
      >
        {options.map((option) => (
          <ChoiceCard
            key={option.value}
            name="plata"
            value={option.value}
            checked={values.plata === option.value}
            onChange={() => update({ plata: option.value })}
            title={option.title}
            description={option.description}
            icon={ICONS[option.value]}
          />
        ))}
      </ChoiceGroup>
    </Section>
  );
}
