import { PolicyPage } from '@/features/content/components/policy-page';

export function TermsRoute() {
  return <PolicyPage name="terms" />;
}
