import { openExternalPage } from '@/lib/external-page';

/** Leaves the app for the card payment page (a provider's hosted page). Apart, so tests can replace it. */
export function goToPaymentPage(url: string): void {
  void openExternalPage(url);
}
