import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { subscribeToNewsletter } from '../api/subscribe';

/** The anchor of the form, and the navigation state that asks for its focus (/abonare's retry). */
export const NEWSLETTER_ANCHOR = 'newsletter';
export const FOCUS_NEWSLETTER = { focusNewsletter: true } as const;

/** Contract §5: what the browser's own email check accepts, roughly. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Contract §4 and §5: the footer's sign-up, idle, then sending, then subscribed (input and button
 * disabled, the button asking to check the inbox, a message saying so). The address is trimmed;
 * an empty or malformed one gets the contract's message, a failure the server's detail.
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const headingId = useId();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      subscribeToNewsletter({
        email: address,
        source: 'cta_footer',
        lang: i18n.language === 'en' ? 'en' : 'ro',
      }),
    onError: (error) =>
      setProblem(
        isApiError(error) && error.detail && error.status > 0 ? error.detail : t('footer.subscribe_error'),
      ),
  });
  const subscribed = subscribe.isSuccess;

  const focusRequested = (location.state as { focusNewsletter?: boolean } | null)?.focusNewsletter === true;
  useEffect(() => {
    if (!focusRequested) return;
    input.current?.scrollIntoView?.({ block: 'center' });
    input.current?.focus();
  }, [focusRequested]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending || subscribed) return;
    const address = email.trim();
    setEmail(address);
    if (!address) return setProblem(t('footer.email_required'));
    if (!EMAIL.test(address)) return setProblem(t('footer.email_invalid'));
    setProblem(null);
    subscribe.mutate(address);
  };

  return (
    <section
      id={NEWSLETTER_ANCHOR}
      aria-labelledby={headingId}
      className="scroll-mt-24 border-b border-line bg-brand text-white"
    >
      <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:gap-10 lg:px-8">
        <div className="flex max-w-xl gap-3">
          <Mail aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <div>
            <h2 id={headingId} className="text-xl font-bold">
              {t('footer.newsletter_title')}
            </h2>
            <p className="text-white/90">{t('footer.newsletter_text')}</p>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex w-full max-w-lg flex-col gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('footer.email_label')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={input}
              id={inputId}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              placeholder={t('footer.email_placeholder')}
              value={email}
              disabled={subscribed}
              aria-invalid={problem !== null || undefined}
              aria-describedby={messageId}
              onChange={(event) => {
                setEmail(event.target.value);
                if (problem) setProblem(null);
              }}
              className="sm:flex-1"
            />
            <Button
              type="submit"
              variant="inverse"
              disabled={subscribed || subscribe.isPending}
              aria-busy={subscribe.isPending}
            >
              {subscribed
                ? t('footer.check_email_button')
                : subscribe.isPending
                  ? t('footer.subscribing')
                  : t('footer.subscribe')}
            </Button>
          </div>
          <div id={messageId} aria-live="polite">
            {problem ? (
              <p role="alert" className="rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-danger">
                {problem}
              </p>
            ) : subscribed ? (
              <p className="flex items-center gap-2 text-sm font-semibold">
                <CircleCheck aria-hidden="true" className="size-4" />
                {t('footer.check_inbox')}
              </p>
            ) : (
              <p className="text-sm text-white/90">{t('footer.newsletter_privacy')}</p>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
