/**
 * Every `code` the API answers in `{detail, code}`. The API can only throw a code listed here
 * (its error type takes `ErrorCode`), and the web app compares against the same union, so a code
 * renamed on one side fails the type check on the other. A new error adds its code here first.
 */
export const ERROR_CODES = [
  // Requests the server could not read, whatever the route.
  'validation_error',
  'request.invalid',
  'request.invalid_json',
  'request.empty_body',
  'request.unsupported_media_type',
  'request.body_too_large',
  'request.invalid_length',
  'request.timeout',
  'request.headers_too_large',
  'request.invalid_data',
  'request.bad_url',
  'request.url_too_long',
  'not_found',
  'rate_limited',
  'internal_error',
  // The database (or another backing service) cannot be reached for now: 503 with Retry-After.
  'service_unavailable',
  'pagination.invalid_page',
  // Accounts and sign-in.
  'auth.not_authenticated',
  'auth.forbidden',
  'auth.invalid_credentials',
  'auth.account_exists',
  'auth.app_code_invalid',
  // The account area: mailed links, passwords, addresses.
  'account.link_invalid',
  'account.link_expired',
  'account.wrong_password',
  'account.email_taken',
  'account.email_same',
  'account.address_not_found',
  'account.company_not_found',
  'account.company_exists',
  'account.too_many',
  'account.locker_not_found',
  'account.company_lookup_not_found',
  'account.company_lookup_unavailable',
  'account.customer_not_found',
  /** Closing an account while an order, a return or wallet money is under way, or a staff account (409). */
  'account.cannot_close',
  // Wallet, vouchers, referral.
  /** A payment from the wallet beyond its balance (409, with `sold`). */
  'wallet.insufficient',
  'wallet.requires_account',
  /** An adjustment's Idempotency-Key reused for another customer or amount. */
  'wallet.idempotency_conflict',
  'referral.invalid_code',
  /** The referral discount asked for by the referrer themself (same phone or address). */
  'referral.own_referral',
  'csrf.invalid',
  /** A staff operation's Idempotency-Key reused for another operation or body (409). */
  'admin.idempotency_conflict',
  // Catalogue.
  'catalog.product_not_found',
  'catalog.category_not_found',
  'catalog.tag_not_found',
  'catalog.price_range',
  /** A second review of one product by the same customer (409). */
  'reviews.exists',
  'reviews.not_found',
  'contact.not_found',
  // Blog.
  'blog.post_not_found',
  'blog.category_not_found',
  // Favourites.
  'favourites.not_found',
  'favourites.product_not_found',
  // Coupons.
  'coupon.invalid',
  'coupon.already_used',
  'coupon.min_subtotal',
  'coupon.first_order_only',
  /** Fewer eligible units in the cart than the coupon asks (decision 062). */
  'coupon.min_quantity',
  /** The coupon is limited to products or categories the cart does not hold. */
  'coupon.not_eligible',
  'discounts.not_found',
  // Checkout: orders, lockers, payments.
  'checkout.order_not_found',
  'checkout.out_of_stock',
  'checkout.product_unavailable',
  'checkout.variant_required',
  'checkout.payment_method_unavailable',
  'checkout.payment_provider_unavailable',
  'checkout.payment_not_retryable',
  'checkout.not_awaiting_payment',
  'checkout.not_cancellable',
  'checkout.order_expired',
  'checkout.idempotency_key_invalid',
  'checkout.idempotency_conflict',
  'checkout.locker_not_found',
  'checkout.locker_unavailable',
  // Returns.
  'returns.not_found',
  /** A second request for one order (409). */
  'returns.exists',
  'returns.not_delivered',
  /** Past the 30 days after delivery (409). */
  'returns.too_late',
  'payments.not_found',
  'payments.invalid_signature',
  'payments.invalid_event',
  // Push notifications.
  /** A send while no Firebase service account is configured (503). */
  'push.not_configured',
  // RO e-Factura.
  /** The consent asked for while EFACTURA_ENV is off (409). */
  'efactura.off',
  // The payment processor's and the courier's settings.
  /** A public key that does not read as one (400). */
  'integrations.invalid_public_key',
  /** A connection test of an integration that lacks a value it needs (409). */
  'integrations.not_configured',
  // Media.
  'media.not_found',
  'media.not_an_image',
  'media.unreadable_image',
  'media.invalid_width',
  /** An upload without a file, or an empty one. */
  'media.no_file',
  /** An upload with more than one file or with other form fields. */
  'media.one_file',
  /** An upload over MEDIA_MAX_UPLOAD_BYTES (413). */
  'media.file_too_large',
  /** An image whose dimensions exceed what the server decodes (a decompression bomb). */
  'media.too_large',
  // Admin: shared by every area (an area's own codes go under its name, e.g. 'admin.products.…').
  /** A write based on an older version of the record (409): someone else saved in between. */
  'conflict',
  /** A unique value (slug, SKU, code, email) that another record already has (409). */
  'admin.duplicate',
  /** A transition, deletion or amount the record's state does not allow (409 or 400). */
  'admin.not_allowed',
  /** A refund that is not one of the order's (404). */
  'admin.refund_not_found',
  /** A tag the order does not carry (404). */
  'admin.order_tag_not_found',
  /** A transfer confirmed for a refund already completed (409): the customer was mailed once. */
  'admin.refund_completed',
  /** A stock CSV the import cannot use: no header, no rows, too large, or a row with an error. */
  'stock.import_invalid',
  'products.import_invalid',
  // Admin: invoices (docs/decisions/050).
  /** A series' next number at or below a number it already used (409): no two documents share one. */
  'invoices.series_number_used',
  // Admin: AWBs at the courier (docs/decisions/052).
  /** The order already has a live AWB (409): parallel "Generează AWB" clicks make one. */
  'shipping.awb_exists',
  /** The order cannot ship now: not placed/processing, or unpaid and not cash on delivery (409). */
  'shipping.not_shippable',
  /** The order has no live AWB to cancel or print (404). */
  'shipping.awb_not_found',
  /** A day's labels past `AWB_DAY_LABELS_MAX` in one PDF (400): staff choose the orders instead. */
  'shipping.too_many_labels',
  /** No courier is configured (503). */
  'shipping.courier_unavailable',
  /** The courier refused or failed; `detail` is its message (502). */
  'shipping.courier_error',
  // Admin: staff accounts.
  /** An invitation link that does not exist or was already used. */
  'staff.invitation_invalid',
  /** An invitation link past its 72 hours. */
  'staff.invitation_expired',
  // Admin: roles (docs/decisions/055).
  /** Deleting a seed role (409): every shop keeps them. */
  'role.seed',
  /** Deleting a role some staff account still holds (409, with `staff_count`). */
  'role.in_use',
  /** A role id in a staff account's list that does not exist (400). */
  'role.unknown',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** Narrows a code read off the wire (the web app trusts no string it did not check). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
