import { PolicyPage } from '@/features/content/components/policy-page';

export function PrivacyRoute() {
  return <PolicyPage name="privacy" />;
}
