import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { localized, useTranslation } from '@/lib/i18n';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalizedPath } from '@/lib/use-localized-path';
import { useCategories } from '@/hooks/use-categories';

const ROW =
  'flex min-h-11 w-full items-center rounded-lg px-3 font-semibold text-ink transition-colors duration-200';

/** The mobile menu's categories (contract §2): one section per top-level category, its children inside. */
export function CategoryAccordion() {
  const { t, i18n } = useTranslation();
  const localizedPath = useLocalizedPath();
  const { categories, isPending } = useCategories();

  if (categories.length === 0) {
    return isPending ? (
      <div className="flex flex-col gap-3 px-3 py-2">
        <p role="status" className="sr-only">
          {t('header.categories_loading')}
        </p>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-6 w-3/4" />
        ))}
      </div>
    ) : null;
  }

  return (
    <Accordion.Root type="single" collapsible className="flex flex-col">
      {categories.map((category) => {
        const name = localized(category, 'nume', i18n.language);
        if (category.subcategorii.length === 0) {
          return (
            <Link
              key={category.id}
              to={localizedPath(`/produse/${category.slug}`)}
              className={`${ROW} hover:bg-sage-50`}
            >
              {name}
            </Link>
          );
        }
        return (
          <Accordion.Item key={category.id} value={category.slug}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger
                  className={`${ROW} group cursor-pointer justify-between text-left hover:bg-sage-50 data-[state=open]:text-brand`}
                >
                  {name}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content>
              <ul className="mb-2 ml-3 flex flex-col border-l-2 border-sage-200 pl-2">
                <li>
                  <Link
                    to={localizedPath(`/produse/${category.slug}`)}
                    className="flex min-h-10 items-center rounded-md px-3 font-semibold text-brand hover:bg-sage-50"
                  >
                    {t('header.all_in_category', { name })}
                  </Link>
                </li>
                {category.subcategorii.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={localizedPath(`/produse/${child.slug}`)}
                      className="flex min-h-10 items-center rounded-md px-3 text-ink hover:bg-sage-50 hover:text-brand"
                    >
                      {localized(child, 'nume', i18n.language)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}
