import type { AccountOrderSummary } from '@shop/shared/schemas/account';
import type { Voucher } from '@shop/shared/schemas/vouchers';
import type { WalletEntry, WalletEntryKind } from '@shop/shared/schemas/wallet';
import { localized } from '@/lib/i18n';

/**
 * The account area follows the page's language in everything it shows. Product titles come in
 * both languages; texts the shop wrote itself for a customer when it issued something (a welcome
 * voucher's "Cadou de bun venit", a referral cashback's note) were stored in one language, so the
 * page says them from its own texts by their kind. Only what staff wrote by hand (a voucher's
 * note, the reason of a refund or an adjustment) is shown as written.
 */

/** The titles an order line list shows, in the page's language (Romanian where a line has none). */
export function orderTitles(order: Pick<AccountOrderSummary, 'titluri' | 'titluri_en'>, language: string) {
  return order.titluri.map((titlu, index) =>
    localized({ titlu, titlu_en: order.titluri_en[index] ?? '' }, 'titlu', language),
  );
}

/**
 * A voucher's line under its discount: staff's own note for one they issued, else the text key
 * of its origin (welcome gift, for a return).
 */
export function voucherNote(
  voucher: Pick<Voucher, 'origin' | 'nota'>,
): { text: string } | { key: `account.vouchers.origins.${Voucher['origin']}` } {
  return voucher.origin === 'staff' && voucher.nota.trim() !== ''
    ? { text: voucher.nota }
    : { key: `account.vouchers.origins.${voucher.origin}` as const };
}

/** The wallet movements whose note a person wrote; the others are said by their kind alone. */
const WRITTEN_BY_STAFF: ReadonlySet<WalletEntryKind> = new Set(['refund', 'adjustment']);

/** The note shown under a wallet movement, or null. */
export function walletEntryNote(entry: Pick<WalletEntry, 'tip' | 'nota'>): string | null {
  return WRITTEN_BY_STAFF.has(entry.tip) && entry.nota.trim() !== '' ? entry.nota : null;
}
