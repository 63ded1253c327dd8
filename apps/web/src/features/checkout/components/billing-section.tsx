import { Building2, User } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { ChoiceCard, ChoiceGroup } from '@/components/ui/choice-card';
import { checkboxClass, FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { useCheckoutField } from '../hooks/use-checkout-field';
import { AddressFields } from './address-fields';
import { SavedCompanyPicker } from './saved-records';
import { Section } from './section';

/**
 * An invoice for a person (their CNP only if they choose to give it), or for a company (CUI checked
 * with its control digit, trade register, name).
 */
export function BillingSection() {
  const { t } = useTranslation();
  const { form, field, errorText } = useCheckoutField();
  const [tip, sediuDiferit] = useWatch({ control: form.control, name: ['tip', 'sediu_diferit'] });

  return (
    <Section step={3} title={t('checkout.billing.title')}>
      <ChoiceGroup legend={t('checkout.billing.type_legend')} error={errorText('tip')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceCard
            value="persoana_fizica"
            title={t('checkout.billing.person')}
            description={t('checkout.billing.person_text')}
            icon={<User className="size-5" />}
            {...field('tip')}
          />
          <ChoiceCard
            value="companie"
            title={t('checkout.billing.company')}
            description={t('checkout.billing.company_text')}
            icon={<Building2 className="size-5" />}
            {...field('tip')}
          />
        </div>
      </ChoiceGroup>
      {tip === 'companie' ? (
        <div className="mt-5 flex flex-col gap-4">
          <SavedCompanyPicker />
          <FormField
            id="checkout-company-name"
            label={t('checkout.billing.company_name')}
            error={errorText('denumire')}
          >
            <Input autoComplete="organization" maxLength={200} required {...field('denumire')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="checkout-cui"
              label={t('checkout.billing.cui')}
              hint={t('checkout.billing.cui_hint')}
              error={errorText('cui')}
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                required
                {...field('cui')}
              />
            </FormField>
            <FormField
              id="checkout-trade-register"
              label={t('checkout.billing.trade_register')}
              hint={t('checkout.billing.trade_register_hint')}
              error={errorText('nr_reg_com')}
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={30}
                required
                {...field('nr_reg_com')}
              />
            </FormField>
          </div>
          <FormField layout="inline" className="py-1" label={t('checkout.billing.seat_toggle')}>
            <input type="checkbox" className={checkboxClass} {...field('sediu_diferit')} />
          </FormField>
          {sediuDiferit ? (
            <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-4">
              <legend className="px-1 font-semibold">{t('checkout.billing.seat_title')}</legend>
              <AddressFields prefix="sediu" autoCompleteSection="billing" />
            </fieldset>
          ) : null}
        </div>
      ) : (
        // Never required (GDPR art. 5(1)(c)): the invoice names a person without it by 13 zeros.
        <FormField
          id="checkout-cnp"
          className="mt-5 sm:max-w-sm"
          label={t('checkout.billing.cnp')}
          hint={t('checkout.billing.cnp_hint')}
          error={errorText('cnp')}
        >
          <Input autoComplete="off" inputMode="numeric" spellCheck={false} maxLength={20} {...field('cnp')} />
        </FormField>
      )}
    </Section>
  );
}
