import { NewsletterStatusPage } from '@/features/newsletter/components/newsletter-status-page';

/** `/abonare`: where the newsletter's confirmation and unsubscribe links land. */
export function NewsletterStatusRoute() {
  return <NewsletterStatusPage />;
}
