import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';

/**
 * The built-in card provider, the default without Stripe keys: a hosted-page look-alike served by
 * the API itself (payments.routes.ts), where the card is approved or declined. The whole card flow
 * then runs locally and in tests, through the same event handling as a real webhook.
 */
export function createSandboxProvider(options: { publicUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    online: true,
    async start({ payment }) {
      const clientSecret = randomBytes(24).toString('base64url');
      return {
        clientSecret,
        providerRef: `sb_${payment.id}`,
        paymentUrl: `${options.publicUrl}/api/payments/sandbox/pay/${payment.id}?token=${clientSecret}`,
      };
    },
  };
}
