import { REFERRAL_PERCENT } from '@shop/shared/constants';
import { baniToDecimal } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/order-status';
import { normalizeRomanianPhone } from '@shop/shared/romania';
import { type Referral, REFERRAL_MESSAGES, type ReferralFriendStatus } from '@shop/shared/schemas/referral';
import { canonicalAddress, canonicalEmail } from '@shop/shared/text';
import type { Database, Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { WalletService } from '../wallet/wallet.service';
import { createReferralsRepository } from './referrals.repository';

/** The wallet sources of a referred order's cashback and of its reversal: each moves money once. */
const cashbackSource = (orderId: number) => `referral:${orderId}`;
const reversalSource = (orderId: number) => `referral-reversal:${orderId}`;

/** The referrer's cashback: a percent of what the friend paid for the goods (shipping aside). */
export function referralCashback(order: { subtotal: number; discount: number }): number {
  return Math.round(((order.subtotal - order.discount) * REFERRAL_PERCENT) / 100);
}

/** "a***@gmail.com": enough for the referrer to recognise a friend, not to collect addresses. */
function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

type Contact = { phone: string; street: string | null; postalCode: string | null };

/**
 * Referrals: each customer's code, who signed up with it, the referred customer's first-order
 * discount, and the referrer's cashback when that order is delivered (reversed if it is refunded).
 * A referral is the referrer's own when the code's owner has the same mailbox (at sign-up), or the
 * first order goes to one of the referrer's phones or street addresses (it is then void).
 */
export function createReferralsService(deps: {
  db: Database;
  orders: {
    contactsOf(userId: number): Promise<Contact[]>;
    referredBy(referrerId: number): Promise<{ id: number; userId: number | null; status: string }[]>;
  };
  wallet: Pick<WalletService, 'move' | 'takeBackUpTo' | 'bySources'>;
  publicUrl: string;
}) {
  const { db, orders, wallet } = deps;

  return {
    /** The referrer of a sign-up's code (null without one); an unknown or own code is refused. */
    async referrerFor(code: string | undefined, newEmail: string): Promise<number | null> {
      if (!code) return null;
      const referrer = await createReferralsRepository(db).findByCode(code);
      if (!referrer) {
        throw badRequest('referral.invalid_code', REFERRAL_MESSAGES.codeInvalid, {
          cod_recomandare: [REFERRAL_MESSAGES.codeInvalid],
        });
      }
      if (canonicalEmail(referrer.email) === canonicalEmail(newEmail)) {
        throw badRequest('referral.own_referral', REFERRAL_MESSAGES.ownCode, {
          cod_recomandare: [REFERRAL_MESSAGES.ownCode],
        });
      }
      return referrer.id;
    },

    link: (referredUserId: number, referrerUserId: number) =>
      createReferralsRepository(db).insert(referredUserId, referrerUserId),

    /**
     * Before a first order's transaction: when it goes to the referrer's own phone or street
     * address, the referral becomes void and the order is refused once with the reason; sent again,
     * it is placed without the discount.
     */
    async refuseOwnReferral(
      userId: number,
      order: { phone: string; courier: { street: string; postalCode: string } | null },
      hasEarlierOrder: () => Promise<boolean>,
    ): Promise<void> {
      const repository = createReferralsRepository(db);
      const referral = await repository.of(userId);
      if (!referral || referral.voidedAt || (await hasEarlierOrder())) return;
      const [account, placed] = await Promise.all([
        repository.identityOf(referral.referrerUserId),
        orders.contactsOf(referral.referrerUserId),
      ]);
      const contacts = [...account, ...placed];
      const phones = new Set(
        contacts.map((contact) => normalizeRomanianPhone(contact.phone)).filter(Boolean),
      );
      const addresses = new Set(
        contacts.flatMap((contact) =>
          contact.street && contact.postalCode ? [canonicalAddress(contact.street, contact.postalCode)] : [],
        ),
      );
      const samePhone = phones.has(normalizeRomanianPhone(order.phone));
      const sameAddress =
        order.courier !== null &&
        addresses.has(canonicalAddress(order.courier.street, order.courier.postalCode));
      if (!samePhone && !sameAddress) return;
      await repository.markVoid(userId, samePhone ? 'same_phone' : 'same_address');
      throw badRequest('referral.own_referral', REFERRAL_MESSAGES.ownOrder);
    },

    /**
     * Inside the order's transaction: the referrer whose discount this order gets, or null. The
     * referral's row stays locked, so two first orders at once take turns and one gets it.
     */
    async discountFor(
      tx: Executor,
      userId: number,
      hasEarlierOrder: () => Promise<boolean>,
    ): Promise<{ referrerId: number } | null> {
      const referral = await createReferralsRepository(tx).of(userId, { lock: true });
      if (!referral || referral.voidedAt || (await hasEarlierOrder())) return null;
      return { referrerId: referral.referrerUserId };
    },

    /**
     * After a referred order changed status, in the same transaction: delivered pays the referrer's
     * cashback, refunded takes it back (what the wallet still holds of it); each once.
     */
    async afterStatusChange(
      tx: Executor,
      order: { id: number; referrerId: number | null; subtotal: number; discount: number },
      to: OrderStatus,
    ): Promise<void> {
      if (order.referrerId === null) return;
      if (to === 'delivered') {
        // No order id on the entry: the referrer's wallet must not link to a friend's order.
        await wallet.move(tx, {
          userId: order.referrerId,
          amount: referralCashback(order),
          kind: 'referral_cashback',
          source: cashbackSource(order.id),
          note: 'Cashback pentru un prieten recomandat',
        });
      } else if (to === 'refunded') {
        const [paid] = await wallet.bySources(tx, [cashbackSource(order.id)]);
        if (!paid) return;
        await wallet.takeBackUpTo(tx, {
          userId: paid.userId,
          amount: -paid.amount,
          kind: 'referral_reversal',
          source: reversalSource(order.id),
          note: 'Comanda prietenului recomandat a fost rambursată',
        });
      }
    },

    /** The customer's code and share link, their own discount, and what their friends brought. */
    async summary(user: { id: number }, hasLiveOrder: () => Promise<boolean>): Promise<Referral> {
      const repository = createReferralsRepository(db);
      const [code, own, friends, referred] = await Promise.all([
        repository.codeOf(user.id),
        repository.of(user.id),
        repository.friendsOf(user.id),
        orders.referredBy(user.id),
      ]);
      const entries = await wallet.bySources(
        db,
        referred.flatMap((order) => [cashbackSource(order.id), reversalSource(order.id)]),
      );
      const bySource = new Map(entries.map((entry) => [entry.source, entry.amount]));
      let earned = 0;
      const rows = friends.map((friend) => {
        const theirs = referred.filter((order) => order.userId === friend.userId);
        let status: ReferralFriendStatus = friend.voidedAt ? 'void' : 'signed_up';
        let cashback: number | null = null;
        for (const order of theirs) {
          const paid = bySource.get(cashbackSource(order.id));
          const taken = bySource.get(reversalSource(order.id));
          if (paid !== undefined) {
            cashback = paid;
            earned += paid + (taken ?? 0);
            status = taken !== undefined ? 'reversed' : 'rewarded';
          } else if (order.status !== 'cancelled' && status === 'signed_up') {
            status = 'ordered';
          }
        }
        return {
          nume: friend.firstName || maskedEmail(friend.email),
          inscris_la: friend.createdAt.toISOString(),
          status,
          cashback: cashback === null ? null : baniToDecimal(cashback),
        };
      });
      return {
        cod: code,
        link: `${deps.publicUrl}/register?ref=${code}`,
        procent_reducere: REFERRAL_PERCENT,
        procent_cashback: REFERRAL_PERCENT,
        reducere_disponibila: !!own && !own.voidedAt && !(await hasLiveOrder()),
        castigat: baniToDecimal(earned),
        prieteni: rows,
      };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
