import { CircleAlert, CircleCheck, Clock, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '@shop/shared/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDocumentHead } from '@/lib/use-document-title';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { FOCUS_NEWSLETTER, NEWSLETTER_ANCHOR } from './newsletter-form';

type Outcome = NewsletterOutcome | 'error';

const LOOK: Record<Outcome, { icon: ReactNode; tone: string }> = {
  ok: { icon: <CircleCheck className="size-8" />, tone: 'bg-sage-100 text-brand' },
  unsubscribed: { icon: <MailX className="size-8" />, tone: 'bg-sage-100 text-brand' },
  expirat: { icon: <Clock className="size-8" />, tone: 'bg-honey-100 text-honey-900' },
  error: { icon: <CircleAlert className="size-8" />, tone: 'bg-danger-soft text-danger' },
};

/** Contract §2 /abonare: ok, unsubscribed, expirat (with a retry), and anything else is an error. */
export function NewsletterStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const status = params.get('status');
  const outcome: Outcome = (NEWSLETTER_OUTCOMES as readonly string[]).includes(status ?? '')
    ? (status as NewsletterOutcome)
    : 'error';
  const look = LOOK[outcome];
  const title = t(`newsletter.${outcome}.title`);
  // A status reached from a mail's link: nothing for search engines.
  useDocumentHead({
    title: `${title} | ${t('app.name')}`,
    socialTitle: title,
    description: t(`newsletter.${outcome}.text`),
    noindex: true,
  });

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 px-4 py-14 text-center sm:py-20">
      <span aria-hidden="true" className={cn('grid size-16 place-items-center rounded-full', look.tone)}>
        {look.icon}
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg text-ink-muted">{t(`newsletter.${outcome}.text`)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {outcome === 'expirat' ? (
          <Button
            onClick={() =>
              void navigate(`${localizedPath('/')}#${NEWSLETTER_ANCHOR}`, { state: FOCUS_NEWSLETTER })
            }
          >
            {t('newsletter.retry')}
          </Button>
        ) : null}
        <Button asChild variant={outcome === 'expirat' ? 'secondary' : 'primary'}>
          <Link to={localizedPath('/')}>{t('newsletter.back_to_shop')}</Link>
        </Button>
      </div>
    </div>
  );
}
