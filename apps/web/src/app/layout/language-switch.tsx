import { useId } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGES, type Language } from '@shop/shared/constants';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageSwitchTarget,
  storeLanguage,
  useTranslation,
} from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** Contract §4: the switch stores `lang` and reloads, so every text and cached answer follows. */
function useLanguageChoice() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  const choose = (language: Language) => {
    if (language === current) return;
    storeLanguage(language);
    const target = languageSwitchTarget(location, language);
    if (target) window.location.assign(target);
    else window.location.reload();
  };

  return { current, choose };
}

/** The header's RO | EN buttons. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { current, choose } = useLanguageChoice();

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="inline-flex rounded-lg border border-line bg-surface p-0.5"
    >
      {LANGUAGES.map((language) => {
        const active = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={active}
            aria-label={t('language.option', {
              code: language.toUpperCase(),
              name: t(`language.${language}`),
            })}
            onClick={() => choose(language)}
            className={cn(
              'h-10 min-w-11 cursor-pointer rounded-md px-2.5 text-sm font-semibold transition-colors duration-200',
              active ? 'bg-brand text-white' : 'text-ink-muted hover:bg-sage-100 hover:text-ink',
            )}
          >
            {language.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}

/** The mobile menu's language dropdown (contract §2): a native select, labelled and keyboard-friendly. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { current, choose } = useLanguageChoice();
  const id = useId();

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-muted">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
        className="h-11 cursor-pointer rounded-lg border border-line-strong bg-surface px-3 font-semibold text-ink hover:border-brand"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
