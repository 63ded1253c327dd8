import { randomInt } from 'node:crypto';
import { baniToDecimal, decimalToBani } from '@shop/shared/money';
import type { Voucher, VoucherIssueBody, VoucherOrigin } from '@shop/shared/schemas/vouchers';
import type { Database, Executor } from '../../../db/client';
import type { PersonalDataSource } from '../../accounts/personal-data';
import type { Actor, AuditService } from '../../audit/audit.service';
import { createCouponsRepository, type VoucherRow } from './coupons.repository';

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_PREFIX: Record<VoucherOrigin, string> = { welcome: 'BUN', return: 'RETUR', staff: 'CADOU' };

function voucherCode(origin: VoucherOrigin): string {
  let random = '';
  for (let i = 0; i < 10; i += 1) random += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${CODE_PREFIX[origin]}-${random}`;
}

const DAY_MS = 24 * 3600_000;

/** What a new voucher gives, in the database's units (bani, whole percents). */
export type VoucherTerms = {
  kind: 'percent' | 'fixed';
  /** Percent (1-100) or bani. */
  value: number;
  minSubtotal: number;
  validDays: number;
  note: string;
};

function toVoucher(row: VoucherRow): Voucher {
  const endsAt = row.ends_at === null ? null : new Date(row.ends_at);
  return {
    id: row.id,
    code: row.code,
    discount_type: row.kind,
    value: row.kind === 'percent' ? baniToDecimal(row.value * 100) : baniToDecimal(row.value),
    min_subtotal: baniToDecimal(row.min_subtotal),
    expires_at: endsAt?.toISOString() ?? null,
    status: row.order_id !== null ? 'used' : row.expired ? 'expired' : 'active',
    origin: row.origin,
    nota: row.note,
    comanda: row.order_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * Personal vouchers: single-use coupons that only their owner can use, signed in (the coupon
 * rules of checkout apply to them as to any coupon). Issued as a welcome gift when the customer
 * verifies their address, after a return, or by staff.
 */
export function createVouchersService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  /** The welcome gift; null gives none. */
  welcome: { percent: number; validDays: number } | null;
}) {
  const { db, audit } = deps;

  /** A new voucher's id and code; null for a second welcome gift. */
  async function issue(
    tx: Executor,
    ownerUserId: number,
    origin: VoucherOrigin,
    terms: VoucherTerms,
  ): Promise<{ id: number; code: string } | null> {
    const code = voucherCode(origin);
    const id = await createCouponsRepository(tx).insertVoucher({
      code,
      kind: terms.kind,
      value: terms.value,
      minSubtotal: terms.minSubtotal,
      endsAt: new Date(Date.now() + terms.validDays * DAY_MS),
      ownerUserId,
      origin,
      note: terms.note,
    });
    return id === null ? null : { id, code };
  }

  return {
    issue,

    /** The welcome gift, once per customer, inside the transaction that verified the address. */
    async issueWelcome(tx: Executor, userId: number, lang: 'ro' | 'en' = 'ro'): Promise<void> {
      if (!deps.welcome) return;
      await issue(tx, userId, 'welcome', {
        kind: 'percent',
        value: deps.welcome.percent,
        minSubtotal: 0,
        validDays: deps.welcome.validDays,
        note: lang === 'en' ? 'Welcome gift' : 'Cadou de bun venit',
      });
    },

    /** The vouchers in the export; a closed account's vouchers stop working. */
    personalData: {
      name: 'vouchers',
      export: async (userId: number) => (await createCouponsRepository(db).vouchersOf(userId)).map(toVoucher),
      erase: (tx: Executor, userId: number) => createCouponsRepository(tx).deactivateVouchersOf(userId),
    } satisfies PersonalDataSource,

    async list(userId: number): Promise<Voucher[]> {
      return (await createCouponsRepository(db).vouchersOf(userId)).map(toVoucher);
    },

    /** Staff issue a voucher to a customer; audited. */
    /** Inside `executor` when given: the transaction that keeps the request's Idempotency-Key. */
    async issueByStaff(
      actor: Actor,
      userId: number,
      body: Required<VoucherIssueBody>,
      executor: Executor = db,
    ): Promise<Voucher> {
      const amount = decimalToBani(body.value)!;
      return executor.transaction(async (tx) => {
        const { id } = (await issue(tx, userId, 'staff', {
          kind: body.discount_type,
          value: body.discount_type === 'percent' ? amount / 100 : amount,
          minSubtotal: decimalToBani(body.min_subtotal) ?? 0,
          validDays: body.valid_days,
          note: body.nota,
        }))!;
        const voucher = (await createCouponsRepository(tx).vouchersOf(userId)).find((row) => row.id === id)!;
        await audit.record(tx, actor, {
          entityType: 'voucher',
          entityId: id,
          action: 'create',
          after: { ...toVoucher(voucher), customer_id: userId },
        });
        return toVoucher(voucher);
      });
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
