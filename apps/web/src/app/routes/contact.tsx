import { ContactPage } from '@/features/content/components/contact-page';

export function ContactRoute() {
  return <ContactPage />;
}
