import { FaqPage } from '@/features/content/components/faq-page';

export function FaqRoute() {
  return <FaqPage />;
}
