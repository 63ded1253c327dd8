import { HowToOrderPage } from '@/features/content/components/how-to-order-page';

export function HowToOrderRoute() {
  return <HowToOrderPage />;
}
