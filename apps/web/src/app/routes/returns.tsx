import { PolicyPage } from '@/features/content/components/policy-page';

export function ReturnsRoute() {
  return <PolicyPage name="returns" />;
}
