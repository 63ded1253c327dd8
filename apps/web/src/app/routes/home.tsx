import { useTranslation } from 'react-i18next';
import { NewestProducts } from '@/features/catalog/components/newest-products';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomeRoute() {
  const { t } = useTranslation();
  const name = t('app.name');
  const tagline = t('app.tagline');
  useDocumentTitle(t('home.document_title', { name, tagline }));

  return (
    <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="sr-only">
        {name} – {tagline}
      </h1>
      <NewestProducts />
    </div>
  );
}
