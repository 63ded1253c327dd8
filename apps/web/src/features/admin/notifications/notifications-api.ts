import { queryOptions } from '@tanstack/react-query';
import type { AdminNotification, NotificationSent, NotificationStatus } from '@shop/shared/schemas/push';
import { api } from '@/lib/api-client';

export const notificationStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'notifications', 'status'] as const,
    queryFn: ({ signal }) => api.get<NotificationStatus>('/admin/notifications/', { signal }),
  });

/** `key`: the submission's Idempotency-Key, so a retried request sends the notification once. */
export const sendNotification = (body: AdminNotification, key: string) =>
  api.post<NotificationSent>('/admin/notifications/', body, { headers: { 'Idempotency-Key': key } });
