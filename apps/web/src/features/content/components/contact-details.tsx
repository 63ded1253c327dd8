import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { openingHoursRows } from '../opening-hours';
import { useLoadedShopSettings } from '@/hooks/use-shop-settings';
import { useContentTranslation } from '../hooks/use-content-translation';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 sm:p-6">
      <span
        aria-hidden="true"
        className="grid size-11 place-items-center rounded-full bg-sage-100 text-brand"
      >
        {icon}
      </span>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** Phone, e-mail and opening hours, from the shop's settings. */
export function ContactChannels() {
  const { text, values, language } = useContentTranslation();
  const shop = useLoadedShopSettings();
  const hours = openingHoursRows(shop.hours, language);
  const mailto = `mailto:${shop.email}?subject=${encodeURIComponent(text('content.contact.email_subject'))}`;

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card icon={<Phone className="size-5" />} title={text('content.contact.phone_title')}>
        <p className="text-ink-muted">{text('content.contact.phone_text')}</p>
        <a
          href={values.phoneHref}
          className="text-xl font-bold text-brand underline-offset-4 hover:underline print:text-ink"
        >
          {values.phone}
        </a>
      </Card>
      <Card icon={<Mail className="size-5" />} title={text('content.contact.email_title')}>
        <p className="text-ink-muted">{text('content.contact.email_text')}</p>
        <a
          href={mailto}
          className="text-lg font-bold break-all text-brand underline-offset-4 hover:underline"
        >
          {values.email}
        </a>
      </Card>
      <Card icon={<Clock className="size-5" />} title={text('content.contact.hours_title')}>
        <dl className="space-y-1.5">
          {hours.map((row) => (
            <div key={row.days} className="flex justify-between gap-4">
              <dt className="text-ink">{row.days}</dt>
              <dd className={row.time ? 'font-semibold text-ink tabular-nums' : 'text-ink-muted'}>
                {row.time ?? text('content.contact.closed')}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-ink-muted">{text('content.contact.hours_note')}</p>
      </Card>
    </div>
  );
}

/** The seller's identification, as Romanian law asks every online shop to publish it. */
export function CompanyDetails() {
  const { text } = useContentTranslation();
  const shop = useLoadedShopSettings();
  const rows = [
    { label: text('content.contact.company_name'), value: shop.company_name },
    { label: text('content.contact.cui'), value: shop.cui },
    { label: text('content.contact.reg_com'), value: shop.trade_register },
    { label: text('content.contact.address'), value: shop.address },
    { label: text('content.contact.bank'), value: `${shop.iban} (${shop.bank_name})` },
  ];

  return (
    <dl className="divide-y divide-line rounded-card border border-line bg-surface">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-sm text-ink-muted sm:text-base">{row.label}</dt>
          <dd className="font-semibold text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
