import {
  REVIEW_ANONYMOUS_NAME,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewCreated,
} from '@shop/shared/schemas/catalog';
import type { AdminReview, ReviewStatus } from '@shop/shared/schemas/admin/reviews';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound, tooManyRequests } from '../../../lib/errors';
import type { PageRequest } from '../../../lib/pagination';
import { stripMarkup } from '../../../lib/sanitize-html';
import type { Actor, AuditService } from '../../audit/audit.service';
import type { RateLimitService } from '../../system/rate-limit.service';
import { createReviewsRepository, type AdminReviewRow } from './reviews.repository';

export const REVIEW_RATE_LIMIT = { limit: REVIEW_LIMITS.perHour, windowSeconds: 3600 };

/** Whoever posts: a signed-in customer (their id and first name) or a guest; and their address. */
export type ReviewAuthor = { user: { id: number; firstName: string } | null; clientAddress: string };

const fieldError = (field: string, message: string) =>
  badRequest('validation_error', message, { [field]: [message] });

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

export function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    id: row.id,
    product: { id: row.product_id, slug: row.product_slug, title: row.product_title },
    author_name: row.author_name,
    author_email: row.author_email,
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    verified_purchase: row.verified_purchase,
    reply: row.reply,
    replied_at: iso(row.replied_at),
    created_at: iso(row.created_at)!,
    moderated_at: iso(row.moderated_at),
  };
}

/** What reviews ask of the orders (checkout owns them): a verified purchase is a delivered one. */
type DeliveredPurchases = { deliveredTo(userId: number, productId: number): Promise<boolean> };

/** Reviews written in the shop: posted by shoppers, moderated and answered by staff. */
export function createReviewsService(deps: {
  db: Database;
  rateLimits: Pick<RateLimitService, 'take' | 'giveBack'>;
  audit: Pick<AuditService, 'record'>;
  orders: DeliveredPurchases;
}) {
  const { db, rateLimits, audit, orders } = deps;

  /** The texts as they will be stored, or the field error that refuses them. */
  function cleanTexts(input: { comentariu: string; nume?: string }, author: ReviewAuthor) {
    const comment = stripMarkup(input.comentariu);
    if (comment.length < REVIEW_LIMITS.commentMin || comment.length > REVIEW_LIMITS.commentMax) {
      throw fieldError('comentariu', REVIEW_MESSAGES.comment);
    }
    // The contract's body has no name (the form keeps it in the browser): a customer signs with
    // the account's first name, a guest with the name sent, if any, else REVIEW_ANONYMOUS_NAME.
    const accountName = author.user?.firstName.trim().replace(/\s+/g, ' ').slice(0, REVIEW_LIMITS.nameMax);
    if (accountName) return { comment, name: accountName };
    const typed = stripMarkup(input.nume ?? '').replace(/\s+/g, ' ');
    if (!typed) return { comment, name: REVIEW_ANONYMOUS_NAME };
    if (typed.length < REVIEW_LIMITS.nameMin || typed.length > REVIEW_LIMITS.nameMax) {
      throw fieldError('nume', REVIEW_MESSAGES.name);
    }
    return { comment, name: typed };
  }

  return {
    /**
     * A shopper's review, kept until staff approve it. Each client address may post
     * REVIEW_LIMITS.perHour an hour; the slot is taken before anything else, so a parallel burst
     * cannot pass the limit, and given back when the input is refused.
     */
    async submit(
      input: { produs_id: number; rating: number; comentariu: string; nume?: string },
      author: ReviewAuthor,
    ): Promise<ReviewCreated> {
      const taken = await rateLimits.take(`review:${author.clientAddress}`, REVIEW_RATE_LIMIT);
      if (!taken.taken) throw tooManyRequests(taken.retryAfter);
      try {
        const { comment, name } = cleanTexts(input, author);
        const reviews = createReviewsRepository(db);
        if (!(await reviews.productOnSale(input.produs_id))) {
          throw notFound('catalog.product_not_found', REVIEW_MESSAGES.product);
        }
        const verifiedPurchase = author.user
          ? await orders.deliveredTo(author.user.id, input.produs_id)
          : false;
        const id = await reviews.insertPending({
          productId: input.produs_id,
          userId: author.user?.id ?? null,
          authorName: name,
          rating: input.rating,
          comment,
          verifiedPurchase,
        });
        if (id === null) throw new AppError(409, 'reviews.exists', REVIEW_MESSAGES.duplicate);
        return {
          id,
          stare: 'pending',
          cumparare_verificata: verifiedPurchase,
          detail: REVIEW_MESSAGES.received,
        };
      } catch (error) {
        await rateLimits.giveBack(taken.slot);
        throw error;
      }
    },

    async list(
      filter: { status?: ReviewStatus; q?: string },
      page: PageRequest,
    ): Promise<{ results: AdminReview[]; count: number; pending: number }> {
      const { rows, total, pending } = await createReviewsRepository(db).listForStaff(filter, {
        limit: page.size,
        offset: page.offset,
      });
      return { results: rows.map(toAdminReview), count: total, pending };
    },

    /** Approves (shown, counted in the rating) or hides a review; audited. */
    async moderate(actor: Actor, id: number, action: 'approve' | 'hide'): Promise<AdminReview> {
      return db.transaction(async (tx) => {
        const reviews = createReviewsRepository(tx);
        const before = await reviews.findForStaff(id, { lock: true });
        if (!before) throw notFound('reviews.not_found', 'Recenzia nu a fost găsită.');
        await reviews.moderate(id, action === 'approve');
        const after = toAdminReview((await reviews.findForStaff(id))!);
        await audit.record(tx, actor, {
          entityType: 'review',
          entityId: id,
          action,
          before: { status: before.status },
          after: { status: after.status },
        });
        return after;
      });
    },

    /** Sets the shop's public answer (markup removed); an empty one removes it; audited. */
    async reply(actor: Actor, id: number, text: string): Promise<AdminReview> {
      const reply = stripMarkup(text);
      return db.transaction(async (tx) => {
        const reviews = createReviewsRepository(tx);
        const before = await reviews.findForStaff(id, { lock: true });
        if (!before) throw notFound('reviews.not_found', 'Recenzia nu a fost găsită.');
        await reviews.reply(id, reply);
        const after = toAdminReview((await reviews.findForStaff(id))!);
        await audit.record(tx, actor, {
          entityType: 'review',
          entityId: id,
          action: 'reply',
          before: { reply: before.reply },
          after: { reply: after.reply },
        });
        return after;
      });
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
