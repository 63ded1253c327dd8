import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** When the customer opened the link mailed to this address; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** When the terms and the privacy policy were accepted at sign-up. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** The easybox the checkout offers first (a `lockers` id; kept if the locker closes, shown as gone). */
    preferredLockerId: text('preferred_locker_id'),
    /**
     * The code this customer shares to bring friends: 8 letters and digits that cannot be misread
     * (shop_referral_code, migration 0012).
     */
    referralCode: text('referral_code')
      .notNull()
      .default(sql`shop_referral_code()`),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
  ],
);

/** Bearer tokens; only a SHA-256 hash is stored, so a database leak reveals no usable token. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * Single-use links sent by mail (a staff invitation; later password resets and email checks). Only
 * a SHA-256 hash is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'staff_invite', or one of the customer's (CUSTOMER_LINK_PURPOSES in the accounts module). */
    purpose: text('purpose').notNull(),
    /** The address an 'email_change' link confirms. */
    newEmail: text('new_email'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/** A customer's delivery addresses; at most one is the default. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's own name for it ("Acasă", "Birou"); may be empty. */
    label: text('label').notNull().default(''),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    phone: text('phone').notNull(),
    county: text('county').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('customer_addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Companies a customer buys for (invoices): CUI, trade register number, name, registered office. */
export const customerCompanies = pgTable(
  'customer_companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Digits only, with "RO" before them for a VAT payer (parseCui's normalized form). */
    cui: text('cui').notNull(),
    tradeRegister: text('trade_register').notNull(),
    name: text('name').notNull(),
    county: text('county').notNull(),
    city: text('city').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('customer_companies_user_cui_idx').on(t.userId, t.cui)],
);

/** An account's sign-in with Google or Facebook: the provider's own id for the person. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'google' or 'facebook'. */
    provider: text('provider').notNull(),
    /** The provider's subject (`sub`, Facebook's `id`). */
    subject: text('subject').notNull(),
    /** The address the provider vouched for when the identity was linked. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_idx').on(t.provider, t.subject),
    index('social_identities_user_idx').on(t.userId),
  ],
);

/**
 * A social sign-in under way: its `state` (only a hash kept), the PKCE verifier and where to go
 * after. Used once, for 10 minutes.
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nextPath: text('next_path').notNull().default('/'),
    /** Started by the native app (`?app=1`): the way back is a one-time code for it, not a token. */
    forApp: boolean('for_app').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_login_states_expires_idx').on(t.expiresAt)],
);

/**
 * The one-time codes that bring a social sign-in from the system browser into the native app
 * (`ro.salvia.shop://app/autentificare/aplicatie?code=…`): only a SHA-256 hash kept, bound to the
 * person, valid 2 minutes, deleted when traded for a token (docs/decisions/041).
 */
export const appSignInCodes = pgTable(
  'app_sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('app_sign_in_codes_expires_idx').on(t.expiresAt),
    index('app_sign_in_codes_user_idx').on(t.userId),
  ],
);

/**
 * Who brought whom: one row per customer who signed up with another's referral code. The first
 * order of the referred customer gets the referral discount; when it is delivered the referrer
 * gets the cashback (wallet source "referral:{order}"), reversed if it is refunded. A referral
 * found to be the referrer's own (same phone or address) is void.
 */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('referrals_not_self_check', sql`${t.referredUserId} <> ${t.referrerUserId}`),
    index('referrals_referrer_idx').on(t.referrerUserId),
  ],
);

/**
 * Staff roles (docs/decisions/055): a name and the admin areas it opens. The four seed roles
 * (`seed_key`) come with every shop from the migration; they can be changed, never deleted.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Areas of PERMISSIONS (shared schemas/admin/roles); the check keeps out anything else. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'administrator', 'magazin', 'continut', 'marketing' for the seed roles; null for the shop's own. */
    seedKey: text('seed_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('roles_seed_key_idx').on(t.seedKey),
    check(
      'roles_permissions_known_check',
      sql`${t.permissions} <@ ARRAY['catalogue','orders','refunds','customers','stock','content','marketing','settings','staff','audit','reports']::text[]`,
    ),
  ],
);

/** Which staff account holds which role; a person may hold several (their areas add up). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A role in use cannot be deleted: the service says so before the key would. */
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('staff_roles_role_idx').on(t.roleId)],
);
