import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactPage } from '@/features/content/components/contact-page';

/** /contact: the shop's channels and details, and the form that writes to it. */
export function ContactRoute() {
  return <ContactPage form={<ContactForm />} />;
}
