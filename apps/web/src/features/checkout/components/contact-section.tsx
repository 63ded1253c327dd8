import { Link } from 'react-router';
import { FormField, Input } from '@/components/ui/form-field';
import { useTranslation } from '@/lib/i18n';
import { Trans } from '@/lib/trans';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCheckoutField } from '../hooks/use-checkout-field';
import { Section } from './section';

type ContactSectionProps = {
  /** The signed-in customer's name, when the details came from the account. */
  signedInAs: string | null;
  isSignedIn: boolean;
};

/** Email, mobile phone, last name and first name. */
export function ContactSection({ signedInAs, isSignedIn }: ContactSectionProps) {
  const { t } = useTranslation();
  const { field, errorText } = useCheckoutField();
  const localizedPath = useLocalizedPath();

  return (
    <Section step={1} title={t('checkout.contact.title')}>
      {signedInAs ? (
        <p className="mb-4 rounded-lg bg-sage-50 px-3.5 py-2.5 text-sm">
          {t('checkout.contact.signed_in_as', { name: signedInAs })}
        </p>
      ) : !isSignedIn ? (
        <p className="mb-4 text-sm text-ink-muted">
          <Trans
            i18nKey="checkout.contact.have_account"
            components={{
              login: (
                <Link
                  to={`${localizedPath('/login')}?next=${encodeURIComponent(localizedPath('/checkout'))}`}
                  className="font-semibold text-brand underline underline-offset-2 hover:text-brand-strong"
                />
              ),
            }}
          />
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="checkout-email"
          label={t('checkout.contact.email')}
          hint={t('checkout.contact.email_hint')}
          error={errorText('email')}
        >
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            maxLength={254}
            required
            {...field('email')}
          />
        </FormField>
        <FormField
          id="checkout-phone"
          label={t('checkout.contact.phone')}
          hint={t('checkout.contact.phone_hint')}
          error={errorText('telefon')}
        >
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            required
            {...field('telefon')}
          />
        </FormField>
        <FormField id="checkout-last-name" label={t('checkout.contact.last_name')} error={errorText('nume')}>
          <Input autoComplete="family-name" maxLength={100} required {...field('nume')} />
        </FormField>
        <FormField
          id="checkout-first-name"
          label={t('checkout.contact.first_name')}
          error={errorText('prenume')}
        >
          <Input autoComplete="given-name" maxLength={100} required {...field('prenume')} />
        </FormField>
      </div>
    </Section>
  );
}
