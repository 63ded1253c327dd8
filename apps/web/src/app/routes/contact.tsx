import { Suspense } from 'react';
import { ContactPage } from '@/features/content/components/contact-page';
import { lazyPart } from '@/lib/lazy-part';

// The form brings its validation (Zod) and react-hook-form, about 40 KB: a part that loads with
// the page rather than in its first bundle (decision 077), rendered by the server all the same.
const ContactForm = lazyPart(
  'contact-form',
  async () => (await import('@/features/contact/components/contact-form')).ContactForm,
);

/** /contact: the shop's channels and details, and the form that writes to it. */
export function ContactRoute() {
  return (
    <ContactPage
      form={
        <Suspense fallback={<div className="min-h-96" />}>
          <ContactForm />
        </Suspense>
      }
    />
  );
}
