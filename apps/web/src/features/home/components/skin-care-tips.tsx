import {
  Droplet,
  Droplets,
  ListOrdered,
  Moon,
  Feather,
  Pipette,
  Sprout,
  Sun,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';

const USE_TIPS = [
  { key: 'cleansing', icon: Droplets },
  { key: 'treatment', icon: Pipette },
  { key: 'hydration', icon: Droplet },
  { key: 'sun_protection', icon: Sun },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

const CARE_TIPS = [
  { key: 'gradually', icon: Sprout },
  { key: 'order', icon: ListOrdered },
  { key: 'evening', icon: Moon },
  { key: 'sensitive', icon: Feather },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

function TipItem({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-sage-100 text-brand"
      >
        <Icon className="size-5" />
      </span>
      <div className="flex flex-col gap-0.5">
        <h4 className="font-bold text-ink">{title}</h4>
        <p className="text-ink-muted">{text}</p>
      </div>
    </li>
  );
}

/** Contract §2: the static tips block, 4 on correct use and 4 on skin care. */
export function SkinCareTips() {
  const { t } = useTranslation();
  const headingId = useId();
  const correctUseId = useId();
  const careId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-surface p-6 ring-1 ring-line sm:p-8 lg:p-10"
    >
      <div className="mb-8 max-w-2xl">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('home.tips_title')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('home.tips_intro')}</p>
      </div>
      <div className="grid gap-10 md:grid-cols-2 md:gap-12">
        <div>
          <h3 id={correctUseId} className="mb-5 text-lg font-bold text-brand">
            {t('home.tips_use_title')}
          </h3>
          <ul aria-labelledby={correctUseId} className="flex flex-col gap-5">
            {USE_TIPS.map(({ key, icon }) => (
              <TipItem
                key={key}
                icon={icon}
                title={t(`home.tips_use.${key}.title`)}
                text={t(`home.tips_use.${key}.text`)}
              />
            ))}
          </ul>
        </div>
        <div>
          <h3 id={careId} className="mb-5 text-lg font-bold text-brand">
            {t('home.tips_care_title')}
          </h3>
          <ul aria-labelledby={careId} className="flex flex-col gap-5">
            {CARE_TIPS.map(({ key, icon }) => (
              <TipItem
                key={key}
                icon={icon}
                title={t(`home.tips_care.${key}.title`)}
                text={t(`home.tips_care.${key}.text`)}
              />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
