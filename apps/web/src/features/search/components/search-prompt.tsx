import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from './search-box';
import { PopularSearchLinks } from './search-panel';

/** `/search` with no query: an invitation to search, with the popular searches as shortcuts. */
export function SearchPrompt({ categories }: { categories?: ReactNode }) {
  const { t } = useTranslation();
  const popularId = useId();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-6 py-6 text-center sm:py-12">
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-sage-100 text-brand"
      >
        <Search className="size-7" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('search.prompt_title')}</h1>
        <p className="text-lg text-ink-muted">{t('search.prompt_text')}</p>
      </div>
      <SearchBox size="lg" categories={categories} className="w-full text-left" />
      <section aria-labelledby={popularId} className="flex flex-col items-center gap-3">
        <h2 id={popularId} className="text-sm font-bold tracking-wide text-ink-muted uppercase">
          {t('search.popular_title')}
        </h2>
        <PopularSearchLinks className="justify-center" />
      </section>
    </div>
  );
}
