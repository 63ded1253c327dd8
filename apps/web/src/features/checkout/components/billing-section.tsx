import { Building2, User } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { AddressFields } from './address-fields';
import { ChoiceCard, ChoiceGroup, Section, TextField, useMessageText } from './form-fields';
import type { SectionProps } from './section-props';

/** An invoice for a person, or for a company (CUI checked with its control digit, trade register, name). */
export function BillingSection({ values, errors, update }: SectionProps) {
  const { t } = useTranslation();
  const text = useMessageText();

  return (
    <Section step={3} title={t('checkout.billing.title')}>
      <ChoiceGroup
        legend={t('checkout.billing.type_legend')}
        errorId="checkout-billing-type-error"
        error={text(errors['facturare.tip'])}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceCard
            name="facturare.tip"
            value="persoana_fizica"
            checked={values.tip === 'persoana_fizica'}
            onChange={() => update({ tip: 'persoana_fizica' })}
            title={t('checkout.billing.person')}
            description={t('checkout.billing.person_text')}
            icon={<User className="size-5" />}
          />
          <ChoiceCard
            name="facturare.tip"
            value="companie"
            checked={values.tip === 'companie'}
            onChange={() => update({ tip: 'companie' })}
            title={t('checkout.billing.company')}
            description={t('checkout.billing.company_text')}
            icon={<Building2 className="size-5" />}
          />
        </div>
      </ChoiceGroup>
      {values.tip === 'companie' ? (
        <div className="mt-5 flex flex-col gap-4">
          <TextField
            id="checkout-company-name"
            name="facturare.denumire"
            label={t('checkout.billing.company_name')}
            autoComplete="organization"
            maxLength={200}
            value={values.denumire}
            onChange={(event) => update({ denumire: event.target.value })}
            error={text(errors['facturare.denumire'])}
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="checkout-cui"
              name="facturare.cui"
              label={t('checkout.billing.cui')}
              hint={t('checkout.billing.cui_hint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              value={values.cui}
              onChange={(event) => update({ cui: event.target.value })}
              error={text(errors['facturare.cui'])}
              required
            />
            <TextField
              id="checkout-trade-register"
              name="facturare.nr_reg_com"
              label={t('checkout.billing.trade_register')}
              hint={t('checkout.billing.trade_register_hint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              value={values.nr_reg_com}
              onChange={(event) => update({ nr_reg_com: event.target.value })}
              error={text(errors['facturare.nr_reg_com'])}
              required
            />
          </div>
          <label className="flex cursor-pointer items-start gap-3 py-1">
            <input
              type="checkbox"
              name="facturare.sediu_diferit"
              checked={values.sediu_diferit}
              onChange={(event) => update({ sediu_diferit: event.target.checked })}
              className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand"
            />
            <span>{t('checkout.billing.seat_toggle')}</span>
          </label>
          {values.sediu_diferit ? (
            <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-4">
              <legend className="px-1 font-semibold">{t('checkout.billing.seat_title')}</legend>
              <AddressFields
                prefix="facturare.sediu"
                value={values.sediu}
                onChange={(sediu) => update({ sediu })}
                errors={errors}
                autoCompleteSection="billing"
              />
            </fieldset>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}
