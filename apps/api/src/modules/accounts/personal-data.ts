import type { Executor } from '../../db/client';

/**
 * What a module keeps about a customer, for the personal data export and the account's deletion.
 * Each module with personal data gives one source, so the export and the deletion cover a table the
 * day its module adds it.
 */
export type PersonalDataSource = {
  /** The export's key for this part ("orders", "wallet", …). */
  name: string;
  /** Everything the module holds about the customer, as plain JSON. */
  export(userId: number): Promise<unknown>;
  /** Why the account cannot be deleted now (an order under way, money in the wallet), if so. */
  blocker?(userId: number): Promise<string | null>;
  /** Erases or anonymises the customer's data, inside the deletion's transaction. */
  erase?(tx: Executor, userId: number): Promise<void>;
};
/**
 * The address a closed account's user and orders take in place of the customer's: unique, clearly
 * not a mailbox (`.invalid` is reserved for that, RFC 2606), and never sent to.
 */
export const closedAccountEmail = (userId: number) => `cont-inchis-${userId}@anonim.invalid`;
