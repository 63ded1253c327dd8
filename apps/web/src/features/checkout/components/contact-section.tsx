import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { Trans } from '@/lib/trans';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { Section, TextField, useMessageText } from './form-fields';
import type { SectionProps } from './section-props';

type ContactSectionProps = SectionProps & {
  /** The signed-in customer's name, when the details came from the account. */
  signedInAs: string | null;
  isSignedIn: boolean;
};

/** Email, mobile phone, last name and first name. */
export function ContactSection({ values, errors, update, signedInAs, isSignedIn }: ContactSectionProps) {
  const { t } = useTranslation();
  const text = useMessageText();
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
        <TextField
          id="checkout-email"
          name="email"
          type="email"
          label={t('checkout.contact.email')}
          hint={t('checkout.contact.email_hint')}
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          maxLength={254}
          value={values.email}
          onChange={(event) => update({ email: event.target.value })}
          error={text(errors.email)}
          required
        />
        <TextField
          id="checkout-phone"
          name="telefon"
          type="tel"
          label={t('checkout.contact.phone')}
          hint={t('checkout.contact.phone_hint')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          value={values.telefon}
          onChange={(event) => update({ telefon: event.target.value })}
          error={text(errors.telefon)}
          required
        />
        <TextField
          id="checkout-last-name"
          name="nume"
          label={t('checkout.contact.last_name')}
          autoComplete="family-name"
          maxLength={100}
          value={values.nume}
          onChange={(event) => update({ nume: event.target.value })}
          error={text(errors.nume)}
          required
        />
        <TextField
          id="checkout-first-name"
          name="prenume"
          label={t('checkout.contact.first_name')}
          autoComplete="given-name"
          maxLength={100}
          value={values.prenume}
          onChange={(event) => update({ prenume: event.target.value })}
          error={text(errors.prenume)}
          required
        />
      </div>
    </Section>
  );
}
