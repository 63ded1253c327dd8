import { isApiError } from '@/lib/api-client';
import { refusalDetail } from '@/lib/error-message';
import type { TranslateFunction } from '@/lib/i18n';

/**
 * Staff's words for a failed AWB operation: the courier's own message when it refused (502), a
 * courier that is not configured (503), else what the API said (409: the order already has an
 * AWB, or cannot ship) or a plain failure. By status, since a code the app does not know yet
 * reaches it without its code.
 */
export function shippingFailure(t: TranslateFunction, error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 502 && error.detail)
      return t('admin_orders.awb.courier_error', { detail: error.detail });
    if (error.status === 503 && error.code !== 'service_unavailable')
      return t('admin_orders.awb.courier_unavailable');
    if (error.status === 409 && error.detail) return error.detail;
  }
  return refusalDetail(error) ?? t('admin_orders.awb.error');
}
