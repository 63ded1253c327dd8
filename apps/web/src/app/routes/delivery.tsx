import { DeliveryFacts } from '@/features/content/components/delivery-facts';
import { PolicyPage } from '@/features/content/components/policy-page';

export function DeliveryRoute() {
  return (
    <PolicyPage name="delivery">
      <DeliveryFacts />
    </PolicyPage>
  );
}
