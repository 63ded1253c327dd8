import type { NewsletterSubscribe } from '@shop/shared/schemas/newsletter';
import { api } from '@/lib/api-client';

/** Contract §7: `POST /api/newsletter/subscribe/ {email, source}`; `{detail}` on failure. */
export function subscribeToNewsletter(body: NewsletterSubscribe): Promise<{ detail: string }> {
  return api.post<{ detail: string }>('/newsletter/subscribe/', body);
}
