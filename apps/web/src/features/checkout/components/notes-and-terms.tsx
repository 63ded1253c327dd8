import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ORDER_NOTES_MAX } from '@shop/shared/schemas/checkout';
import { checkboxClass, FormField, Textarea } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { Trans } from '@/lib/trans';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCheckoutField } from '../hooks/use-checkout-field';

/** The optional notes for the courier, with their counter, and the terms to accept. */
export function NotesAndTerms() {
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  const { form, field, errorText } = useCheckoutField();
  const notes = useWatch({ control: form.control, name: 'observatii' });
  const policyLink = 'font-semibold text-brand underline underline-offset-2';

  return (
    <>
      <FormField
        id="checkout-notes"
        label={
          <>
            {t('checkout.notes.label')}
            <span className="font-normal text-ink-muted"> ({t('checkout.optional')})</span>
          </>
        }
        hint={t('checkout.notes.hint')}
        error={errorText('observatii')}
        counter={t('checkout.notes.counter', { count: notes.length, max: ORDER_NOTES_MAX })}
      >
        <Textarea maxLength={ORDER_NOTES_MAX} rows={3} {...field('observatii')} />
      </FormField>
      <FormField
        id="checkout-terms"
        layout="inline"
        error={errorText('accept_termeni')}
        label={
          <Trans
            i18nKey="checkout.terms.label"
            components={{
              terms: <Link to={localizedPath('/termeni-conditii')} target="_blank" className={policyLink} />,
              privacy: (
                <Link
                  to={localizedPath('/politica-confidentialitate')}
                  target="_blank"
                  className={policyLink}
                />
              ),
            }}
          />
        }
      >
        <input type="checkbox" className={checkboxClass} required {...field('accept_termeni')} />
      </FormField>
    </>
  );
}
