import * as Popover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { CREDIT_TRIGGER_CLASS } from './developer-credit';

/** The credit itself, a Radix popover: loaded only when someone reaches for it. */
export function DeveloperCreditPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const developer = t('footer.developer');
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className={CREDIT_TRIGGER_CLASS}>
        {t('footer.credit_trigger', { developer })}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={8}
          collisionPadding={16}
          className="z-50 w-72 rounded-card border border-line bg-surface p-4 text-sm shadow-xl outline-none"
        >
          <p className="mb-1 font-bold text-ink">{t('footer.credit_title', { developer })}</p>
          <p className="text-ink-muted">{t('footer.credit_text')}</p>
          <Popover.Close
            aria-label={t('footer.credit_close')}
            className="absolute top-2 right-2 grid size-8 cursor-pointer place-items-center rounded-md text-ink-muted hover:bg-sage-100 hover:text-ink"
          >
            <X aria-hidden="true" className="size-4" />
          </Popover.Close>
          <Popover.Arrow className="fill-surface" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
