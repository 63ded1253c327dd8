import {
  type AccountProfile,
  EMAIL_CHANGE_HOURS,
  EMAIL_VERIFY_HOURS,
  type EmailChangeCancelled,
  type EmailConfirmed,
  PASSWORD_RESET_HOURS,
  type ProfileUpdate,
} from '@shop/shared/schemas/account';
import type { Database, Executor } from '../../db/client';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors';
import { escapeHtml } from '../../lib/html-head';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RateLimitRule, RateLimitService, RateLimitSlot } from '../system/rate-limit.service';
import { type AccountLinkPurpose, createAccountsRepository, type UserRow } from './accounts.repository';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

export const ACCOUNT_RATE_LIMITS = {
  /** Reset mails asked for per client address, and per address asked about. */
  resetPerClient: { limit: 5, windowSeconds: 15 * 60 },
  resetPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  /** Links tried per client address (guessing a token is hopeless, but costs a lookup each). */
  linkPerClient: { limit: 20, windowSeconds: 15 * 60 },
  /** Verification mails a signed-in customer may ask for again. */
  verificationResend: { limit: 3, windowSeconds: 60 * 60 },
  /** Wrong current passwords per account (changing the password or the address). */
  passwordCheck: { limit: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

const LINK_INVALID = 'Linkul nu este valid sau a fost deja folosit.';
const LINK_EXPIRED = 'Linkul a expirat. Cere unul nou.';
const WRONG_PASSWORD = 'Parola actuală nu este corectă.';
export const EMAIL_CHANGE_CANCELLED =
  'Schimbarea adresei de email a fost oprită, iar toate dispozitivele au fost deconectate.';
export const RESET_REQUESTED =
  'Dacă există un cont cu această adresă, ți-am trimis un link pentru resetarea parolei. Linkul este valabil o oră.';

const HOURS = 60 * 60 * 1000;

type LinkMail = { subject: string; text: string; html: string };

/** A mail with one link, in Romanian then English (the account's language is not known). */
function linkMail(parts: {
  subject: string;
  ro: string;
  en: string;
  link: string;
  footerRo: string;
  footerEn: string;
}): LinkMail {
  const link = escapeHtml(parts.link);
  return {
    subject: parts.subject,
    text: `${parts.ro}\n${parts.link}\n${parts.footerRo}\n\n${parts.en}\n${parts.link}\n${parts.footerEn}\n`,
    html:
      `<p>${escapeHtml(parts.ro)}</p><p><a href="${link}">${link}</a></p><p>${escapeHtml(parts.footerRo)}</p>` +
      `<hr><p>${escapeHtml(parts.en)}</p><p>${escapeHtml(parts.footerEn)}</p>`,
  };
}

export function toAccountProfile(user: UserRow, pendingEmail: string | null): AccountProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: pendingEmail,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    created_at: user.createdAt.toISOString(),
  };
}

/**
 * What a customer does to their own account beyond signing in: the mailed links (verifying the
 * address, resetting a forgotten password, confirming a new address), changing the password,
 * signing out everywhere, the profile. Links are built from PUBLIC_URL, never from a request,
 * and are stored only as hashes; each works once.
 */
export function createAccountSecurityService(deps: {
  db: Database;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  rateLimits: Pick<RateLimitService, 'takeEach' | 'giveBack' | 'reset'>;
  /** Joins a verified address's guest orders to its account (the checkout module's). */
  orders: { claimGuestOrders(executor: Executor, userId: number, email: string): Promise<number> };
  /** The welcome gift for a newly verified address. */
  vouchers: { issueWelcome(executor: Executor, userId: number): Promise<void> };
  publicUrl: string;
  shopName: string;
}) {
  const { db, notifications, rateLimits, publicUrl, shopName } = deps;

  async function takeSlots(keys: [string, RateLimitRule][]): Promise<RateLimitSlot[]> {
    const outcome = await rateLimits.takeEach(keys);
    if (!outcome.taken) throw tooManyRequests(outcome.retryAfter);
    return outcome.slots;
  }

  /** A new link for `purpose`, replacing the user's unused ones of the same purpose. */
  async function issueLink(
    executor: Executor,
    user: Pick<UserRow, 'id'>,
    purpose: AccountLinkPurpose,
    hours: number,
    newEmail?: string,
  ): Promise<{ token: string; tokenHash: string }> {
    const accounts = createAccountsRepository(executor);
    const { token, tokenHash } = newToken();
    await accounts.revokeLinks(user.id, [purpose]);
    await accounts.insertLink({
      userId: user.id,
      purpose,
      tokenHash,
      expiresAt: new Date(Date.now() + hours * HOURS),
      newEmail,
    });
    return { token, tokenHash };
  }

  async function queueVerification(executor: Executor, user: UserRow): Promise<void> {
    const { token, tokenHash } = await issueLink(executor, user, 'email_verify', EMAIL_VERIFY_HOURS);
    const link = `${publicUrl}/verificare?token=${token}`;
    await notifications.queue(executor, {
      kind: 'email_verify',
      to: user.email,
      key: `email-verify-${tokenHash.slice(0, 16)}`,
      ...linkMail({
        subject: `${shopName}: confirmă adresa de email / confirm your email`,
        ro: `Bun venit la ${shopName}! Confirmă adresa de email a contului tău deschizând linkul:`,
        en: `Welcome to ${shopName}! Confirm your account's email address by opening the link above.`,
        link,
        footerRo: `Linkul funcționează o singură dată, ${EMAIL_VERIFY_HOURS} de ore.`,
        footerEn: `The link works once, for ${EMAIL_VERIFY_HOURS} hours.`,
      }),
    });
  }

  /**
   * Tells the account's current address that a change to `newEmail` was asked for, with a link
   * that stops it: whoever holds the password could otherwise move the account away unseen.
   */
  async function queueEmailChangeNotice(executor: Executor, user: UserRow, newEmail: string): Promise<void> {
    const { token, tokenHash } = await issueLink(executor, user, 'email_change_cancel', EMAIL_CHANGE_HOURS);
    await notifications.queue(executor, {
      kind: 'email_change_notice',
      to: user.email,
      key: `email-change-notice-${tokenHash.slice(0, 16)}`,
      ...linkMail({
        subject: `${shopName}: schimbarea adresei de email / email change requested`,
        ro: `S-a cerut ca adresa de email a contului tău ${shopName} să devină ${newEmail}. Dacă nu tu ai cerut-o, oprește schimbarea deschizând linkul (toate dispozitivele vor fi deconectate):`,
        en: `Someone asked for your ${shopName} account's email to become ${newEmail}. If it was not you, stop the change by opening the link above (every device will be signed out).`,
        link: `${publicUrl}/anulare-schimbare-email?token=${token}`,
        footerRo: `Linkul funcționează o singură dată, până când noua adresă este confirmată (cel mult ${EMAIL_CHANGE_HOURS} de ore). Apoi schimbă-ți parola din „Ai uitat parola?”.`,
        footerEn: `The link works once, until the new address is confirmed (${EMAIL_CHANGE_HOURS} hours at most). Then change your password through "Forgot your password?".`,
      }),
    });
  }

  /** Tells the old address that the account has moved to `newEmail`. */
  async function queueEmailChangedNotice(
    executor: Executor,
    user: UserRow,
    newEmail: string,
    linkId: number,
  ): Promise<void> {
    await notifications.queue(executor, {
      kind: 'email_changed',
      to: user.email,
      key: `email-changed-${linkId}`,
      ...linkMail({
        subject: `${shopName}: adresa de email a fost schimbată / your email was changed`,
        ro: `Adresa de email a contului tău ${shopName} este acum ${newEmail}; mesajele nu mai vin la această adresă. Dacă nu tu ai făcut schimbarea, scrie-ne:`,
        en: `Your ${shopName} account's email is now ${newEmail}; messages no longer come to this address. If you did not make this change, write to us (link above).`,
        link: `${publicUrl}/contact`,
        footerRo: 'Îți mulțumim.',
        footerEn: 'Thank you.',
      }),
    });
  }

  /** Checks the current password, counting only wrong ones against the account. */
  async function checkPassword(user: UserRow, password: string): Promise<void> {
    const key = `password-check:${user.id}`;
    const slots = await takeSlots([[key, ACCOUNT_RATE_LIMITS.passwordCheck]]);
    const valid = await verifyPassword(user.passwordHash, password);
    if (!valid)
      throw new AppError(400, 'account.wrong_password', WRONG_PASSWORD, {
        current_password: [WRONG_PASSWORD],
      });
    await Promise.all([...slots.map((slot) => rateLimits.giveBack(slot)), rateLimits.reset(key)]);
  }

  /** Marks the address verified, gives it the guest orders placed with it and the welcome gift. */
  async function markVerified(executor: Executor, userId: number, email: string): Promise<void> {
    await createAccountsRepository(executor).updateUser(userId, { emailVerifiedAt: new Date() });
    await deps.orders.claimGuestOrders(executor, userId, email);
    await deps.vouchers.issueWelcome(executor, userId);
  }

  return {
    /** Checks a password the customer typed to confirm an action; wrong ones are rate-limited. */
    checkPassword,

    async profile(user: UserRow): Promise<AccountProfile> {
      const accounts = createAccountsRepository(db);
      const [fresh, pending] = await Promise.all([
        accounts.findById(user.id),
        accounts.pendingEmail(user.id),
      ]);
      return toAccountProfile(fresh ?? user, pending);
    },

    async updateProfile(user: UserRow, body: ProfileUpdate): Promise<AccountProfile> {
      const accounts = createAccountsRepository(db);
      await accounts.updateUser(user.id, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
      });
      return this.profile(user);
    },

    /** After a sign-up: the link that verifies the address. */
    async afterRegister(user: UserRow, acceptedTerms: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        if (acceptedTerms)
          await createAccountsRepository(tx).updateUser(user.id, { termsAcceptedAt: new Date() });
        await queueVerification(tx, user);
      });
      notifications.notifyQueued();
    },

    /** A new verification link, for a customer whose address is not verified yet. */
    async resendVerification(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt) {
        throw badRequest('account.link_invalid', 'Adresa de email este deja confirmată.');
      }
      await takeSlots([[`verify-resend:${user.id}`, ACCOUNT_RATE_LIMITS.verificationResend]]);
      await db.transaction((tx) => queueVerification(tx, user));
      notifications.notifyQueued();
    },

    /**
     * Opens a verification link: a sign-up's (the address is verified) or an address change's
     * (the account takes the new address, verified). Either way the guest orders placed with the
     * address join the account.
     */
    async confirmEmail(token: string, clientAddress: string): Promise<EmailConfirmed> {
      await takeSlots([[`account-link:${clientAddress}`, ACCOUNT_RATE_LIMITS.linkPerClient]]);
      return db.transaction(async (tx) => {
        const accounts = createAccountsRepository(tx);
        const link = await accounts.findLink(hashToken(token), ['email_verify', 'email_change']);
        if (!link || link.usedAt) throw badRequest('account.link_invalid', LINK_INVALID);
        if (link.expired) throw badRequest('account.link_expired', LINK_EXPIRED);
        const user = await accounts.findById(link.userId);
        if (!user?.isActive) throw badRequest('account.link_invalid', LINK_INVALID);
        // An address change ends with its cancel link too: the change is done, or it is not.
        await accounts.revokeLinks(
          user.id,
          link.purpose === 'email_change' ? ['email_change', 'email_change_cancel'] : [link.purpose],
        );
        if (link.purpose === 'email_verify') {
          await markVerified(tx, user.id, user.email);
          return { outcome: 'verified', email: user.email };
        }
        const newEmail = link.newEmail!;
        if (await accounts.emailTaken(newEmail, user.id)) {
          throw badRequest('account.email_taken', 'Există deja un cont cu acest email.');
        }
        await accounts.updateUser(user.id, { email: newEmail });
        await markVerified(tx, user.id, newEmail);
        await queueEmailChangedNotice(tx, user, newEmail, link.id);
        return { outcome: 'email_changed', email: newEmail };
      });
    },

    /**
     * Opens the link mailed to the old address when a change was asked for: the change stops (its
     * confirmation link ends) and every device signs out, since whoever asked knew the password.
     * Works once, and not after the change was confirmed.
     */
    async cancelEmailChange(token: string, clientAddress: string): Promise<EmailChangeCancelled> {
      await takeSlots([[`account-link:${clientAddress}`, ACCOUNT_RATE_LIMITS.linkPerClient]]);
      return db.transaction(async (tx) => {
        const accounts = createAccountsRepository(tx);
        const link = await accounts.findLink(hashToken(token), ['email_change_cancel']);
        if (!link || link.usedAt) throw badRequest('account.link_invalid', LINK_INVALID);
        if (link.expired) throw badRequest('account.link_expired', LINK_EXPIRED);
        const user = await accounts.findById(link.userId);
        if (!user?.isActive) throw badRequest('account.link_invalid', LINK_INVALID);
        await accounts.revokeLinks(user.id, ['email_change', 'email_change_cancel']);
        await accounts.deleteTokensOf(user.id);
        return { detail: EMAIL_CHANGE_CANCELLED, email: user.email };
      });
    },

    /**
     * Mails a reset link if the address has an active account; answers the same either way, so
     * the form tells no one who is a customer.
     */
    async requestPasswordReset(email: string, clientAddress: string): Promise<void> {
      await takeSlots([
        [`password-reset:${clientAddress}`, ACCOUNT_RATE_LIMITS.resetPerClient],
        [`password-reset-email:${email}`, ACCOUNT_RATE_LIMITS.resetPerEmail],
      ]);
      const user = await createAccountsRepository(db).findByEmail(email);
      if (!user?.isActive) return;
      await db.transaction(async (tx) => {
        const { token, tokenHash } = await issueLink(tx, user, 'password_reset', PASSWORD_RESET_HOURS);
        await notifications.queue(tx, {
          kind: 'password_reset',
          to: user.email,
          key: `password-reset-${tokenHash.slice(0, 16)}`,
          ...linkMail({
            subject: `${shopName}: resetarea parolei / password reset`,
            ro: 'Ai cerut resetarea parolei contului tău. Alege o parolă nouă deschizând linkul:',
            en: "You asked to reset your account's password. Choose a new one by opening the link above.",
            link: `${publicUrl}/resetare-parola?token=${token}`,
            footerRo: `Linkul funcționează o singură dată, o oră. Dacă nu tu ai cerut-o, ignoră acest mesaj.`,
            footerEn: `The link works once, for ${PASSWORD_RESET_HOURS} hour. If you did not ask for it, ignore this message.`,
          }),
        });
      });
      notifications.notifyQueued();
    },

    /**
     * Sets the password a reset link asked for. Every other reset link of the account ends, and
     * every device is signed out (whoever knew the old password is out). Opening the mailed link
     * also proves the address.
     */
    async confirmPasswordReset(token: string, password: string, clientAddress: string): Promise<void> {
      await takeSlots([[`account-link:${clientAddress}`, ACCOUNT_RATE_LIMITS.linkPerClient]]);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const accounts = createAccountsRepository(tx);
        const link = await accounts.findLink(hashToken(token), ['password_reset']);
        if (!link || link.usedAt) throw badRequest('account.link_invalid', LINK_INVALID);
        if (link.expired) throw badRequest('account.link_expired', LINK_EXPIRED);
        const user = await accounts.findById(link.userId);
        if (!user?.isActive) throw badRequest('account.link_invalid', LINK_INVALID);
        await accounts.revokeLinks(user.id, ['password_reset']);
        await accounts.updateUser(user.id, { passwordHash });
        await accounts.deleteTokensOf(user.id);
        if (!user.emailVerifiedAt) await markVerified(tx, user.id, user.email);
      });
    },

    /** A new password, given the current one; other devices are signed out, this one stays. */
    async changePassword(user: UserRow, currentToken: string, current: string, next: string): Promise<void> {
      await checkPassword(user, current);
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        const accounts = createAccountsRepository(tx);
        await accounts.updateUser(user.id, { passwordHash });
        await accounts.revokeLinks(user.id, ['password_reset']);
        await accounts.deleteTokensOf(user.id, hashToken(currentToken));
      });
    },

    /**
     * Mails a confirmation link to a new address; the account keeps its address until the link
     * is opened (confirmEmail).
     */
    async requestEmailChange(user: UserRow, password: string, email: string): Promise<AccountProfile> {
      if (email === user.email.toLowerCase()) {
        throw badRequest('account.email_same', 'Aceasta este deja adresa contului.', {
          email: ['Aceasta este deja adresa contului.'],
        });
      }
      await checkPassword(user, password);
      if (await createAccountsRepository(db).emailTaken(email, user.id)) {
        throw badRequest('account.email_taken', 'Există deja un cont cu acest email.', {
          email: ['Există deja un cont cu acest email.'],
        });
      }
      await db.transaction(async (tx) => {
        await queueEmailChangeNotice(tx, user, email);
        const { token, tokenHash } = await issueLink(tx, user, 'email_change', EMAIL_CHANGE_HOURS, email);
        await notifications.queue(tx, {
          kind: 'email_change',
          to: email,
          key: `email-change-${tokenHash.slice(0, 16)}`,
          ...linkMail({
            subject: `${shopName}: confirmă noua adresă de email / confirm your new email`,
            ro: `Ai cerut ca acesta să fie noul email al contului tău ${shopName}. Confirmă deschizând linkul:`,
            en: `You asked for this to be your ${shopName} account's new email. Confirm by opening the link above.`,
            link: `${publicUrl}/verificare?token=${token}`,
            footerRo: `Linkul funcționează o singură dată, ${EMAIL_CHANGE_HOURS} de ore. Până atunci contul păstrează adresa veche.`,
            footerEn: `The link works once, for ${EMAIL_CHANGE_HOURS} hours. Until then the account keeps its old address.`,
          }),
        });
      });
      notifications.notifyQueued();
      return this.profile(user);
    },

    /** Every device signs out, this one included. */
    async signOutEverywhere(user: UserRow): Promise<void> {
      await createAccountsRepository(db).deleteTokensOf(user.id);
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
