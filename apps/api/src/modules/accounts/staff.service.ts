import { STAFF_INVITE_HOURS, type StaffCreateBody, type StaffMember } from '@shop/shared/schemas/admin/staff';
import type { Database } from '../../db/client';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { escapeHtml } from '../../lib/html-head';
import type { Actor, AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RateLimitRule, RateLimitService } from '../system/rate-limit.service';
import { hashPassword } from './passwords';
import { createRolesRepository } from './roles.repository';
import { createStaffRepository, type StaffRow } from './staff.repository';
import { hashToken, newToken } from './tokens';

/** Guesses at invitation tokens per client address. */
export const INVITATION_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

/** Never matches an argon2 hash: an invited account has no password until the link is used. */
const NO_PASSWORD = '!invited';

export function toStaffMember(row: StaffRow & { roles: StaffMember['roles'] }): StaffMember {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    is_active: row.isActive,
    invitation_pending: row.invitationPending,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    roles: row.roles,
  };
}

/** What the audit log keeps of a staff account: rights and names, never a password or a token. */
function auditView(row: StaffRow) {
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
  };
}

function invitationMail(data: { shopName: string; link: string; hours: number }) {
  const subject = `${data.shopName}: invitație în echipa magazinului / staff invitation`;
  const text =
    `Ai fost invitat(ă) în echipa ${data.shopName}. Alege-ți parola aici (linkul funcționează o singură dată, ${data.hours} de ore):\n${data.link}\n\n` +
    `You have been invited to the ${data.shopName} team. Choose your password here (the link works once, for ${data.hours} hours):\n${data.link}\n`;
  const link = escapeHtml(data.link);
  const html =
    `<p>Ai fost invitat(ă) în echipa ${escapeHtml(data.shopName)}. Alege-ți parola (linkul funcționează o singură dată, ${data.hours} de ore):</p>` +
    `<p><a href="${link}">${link}</a></p>` +
    `<p>You have been invited to the ${escapeHtml(data.shopName)} team. Choose your password (the link works once, for ${data.hours} hours).</p>`;
  return { subject, text, html };
}

/**
 * Staff accounts: only holders of the `staff` permission reach this (the central route map says
 * so); superuser rights themselves are granted only by the command line, so nothing here sets
 * `is_superuser` to true.
 */
export function createStaffService(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  notifications: Pick<NotificationsService, 'queue' | 'notifyQueued'>;
  rateLimits: Pick<RateLimitService, 'takeEach'>;
  /** Invitation links are built from the configured address, never from request headers. */
  publicUrl: string;
  shopName: string;
}) {
  const { db, audit } = deps;

  return {
    async list(): Promise<StaffMember[]> {
      const rows = await createStaffRepository(db).list();
      const held = await createRolesRepository(db).heldBy(rows.map((row) => row.id));
      return rows.map((row) => toStaffMember({ ...row, roles: held.get(row.id) ?? [] }));
    },

    async create(actor: Actor, body: StaffCreateBody): Promise<StaffMember> {
      const email = body.email;
      const passwordHash = body.mode === 'create' && body.password ? await hashPassword(body.password) : null;
      let invited = false;
      const member = await db.transaction(async (tx) => {
        const staff = createStaffRepository(tx);
        const existing = await staff.findIdByEmail(email);
        let id: number;
        if (body.mode === 'promote') {
          if (!existing) {
            throw badRequest('validation_error', 'Nu există un cont cu acest email.', {
              email: ['Nu există un cont cu acest email.'],
            });
          }
          if (existing.isStaff || existing.isSuperuser) {
            throw new AppError(409, 'admin.duplicate', 'Contul face deja parte din personal.', {
              email: ['Contul face deja parte din personal.'],
            });
          }
          await staff.setStaff(existing.id, { isStaff: true });
          id = existing.id;
        } else {
          if (existing) {
            const message = 'Există deja un cont cu acest email (folosiți „promovare” pentru un client).';
            throw new AppError(409, 'admin.duplicate', message, { email: [message] });
          }
          id = await staff.insert({
            email,
            firstName: body.first_name ?? '',
            lastName: body.last_name ?? '',
            passwordHash: passwordHash ?? NO_PASSWORD,
          });
        }
        if (body.mode === 'invite') {
          const { token, tokenHash } = newToken();
          const expiresAt = new Date(Date.now() + STAFF_INVITE_HOURS * 3600 * 1000);
          await staff.insertInvitation(id, tokenHash, expiresAt);
          const link = `${deps.publicUrl}/admin/invitatie?token=${token}`;
          await deps.notifications.queue(tx, {
            kind: 'staff_invite',
            to: email,
            key: `staff-invite-${tokenHash.slice(0, 16)}`,
            ...invitationMail({ shopName: deps.shopName, link, hours: STAFF_INVITE_HOURS }),
          });
          invited = true;
        }
        const row = await staff.find(id);
        if (!row) throw new Error('staff account vanished');
        const roles = (await createRolesRepository(tx).heldBy([id])).get(id) ?? [];
        await audit.record(tx, actor, {
          entityType: 'staff',
          entityId: id,
          action: body.mode,
          after: auditView(row),
        });
        return toStaffMember({ ...row, roles });
      });
      if (invited) deps.notifications.notifyQueued();
      return member;
    },

    /**
     * Takes staff rights away (superuser ones and roles with them), signing the account out
     * everywhere. Only a superuser may take a superuser's rights away.
     */
    async revoke(actor: Actor & { isSuperuser: boolean }, id: number): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const staff = createStaffRepository(tx);
        const otherSuperusers = await staff.otherSuperusers(id);
        const row = await staff.find(id, { lock: true });
        if (!row || (!row.isStaff && !row.isSuperuser)) {
          throw notFound('not_found', 'Membrul personalului nu există.');
        }
        if (row.id === actor.id) {
          throw new AppError(409, 'admin.not_allowed', 'Nu vă puteți retrage propriile drepturi.');
        }
        if (row.isSuperuser && !actor.isSuperuser) {
          throw forbidden('Doar un superutilizator poate retrage drepturile altui superutilizator.');
        }
        // The actor was a superuser when the request began; a concurrent demotion may have ended that.
        if (row.isSuperuser && otherSuperusers === 0) {
          throw new AppError(
            409,
            'admin.not_allowed',
            'Nu puteți retrage drepturile ultimului administrator.',
          );
        }
        await staff.setStaff(row.id, { isStaff: false, isSuperuser: false });
        await staff.revokeTokens(row.id);
        // A later promotion starts from no role rather than silently giving the old ones back.
        await createRolesRepository(tx).assign(row.id, []);
        const after = { ...row, isStaff: false, isSuperuser: false, invitationPending: false, roles: [] };
        await audit.record(tx, actor, {
          entityType: 'staff',
          entityId: row.id,
          action: 'update',
          before: auditView(row),
          after: auditView(after),
        });
        return toStaffMember(after);
      });
    },

    /** Sets the password an invitation asked for; the link works once, within its hours. */
    async acceptInvitation(token: string, password: string, clientAddress: string): Promise<void> {
      const outcome = await deps.rateLimits.takeEach([
        [`staff-invite:${clientAddress}`, INVITATION_RATE_LIMIT],
      ]);
      if (!outcome.taken) throw tooManyRequests(outcome.retryAfter);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const staff = createStaffRepository(tx);
        const invitation = await staff.findInvitation(hashToken(token));
        if (!invitation || invitation.usedAt || !invitation.isStaff) {
          throw badRequest(
            'staff.invitation_invalid',
            'Linkul de invitație nu este valid sau a fost deja folosit.',
          );
        }
        if (invitation.expired) {
          throw badRequest(
            'staff.invitation_expired',
            'Linkul de invitație a expirat. Cereți unui administrator o invitație nouă.',
          );
        }
        if (!(await staff.useInvitation(invitation.id))) {
          throw badRequest(
            'staff.invitation_invalid',
            'Linkul de invitație nu este valid sau a fost deja folosit.',
          );
        }
        await staff.setPassword(invitation.userId, passwordHash);
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
