import { z } from 'zod';
import { textSchema } from '../common';

/** Staff passwords are longer than customers': these accounts can change the whole shop. */
export const STAFF_PASSWORD_MIN = 12;
/** How long an invitation link works. */
export const STAFF_INVITE_HOURS = 72;

const staffPassword = textSchema({ error: 'Parola este obligatorie.' })
  .min(STAFF_PASSWORD_MIN, `Parola trebuie să aibă cel puțin ${STAFF_PASSWORD_MIN} caractere.`)
  .max(128, 'Parola poate avea cel mult 128 de caractere.');

const staffName = (error: string) => textSchema({ error }).trim().max(150, 'Cel mult 150 de caractere.');

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  /** True while an invitation waits for the person to choose a password. */
  invitation_pending: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** The roles it holds (a superuser has every right whatever they are). */
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ results: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/**
 * 'invite' mails a link to set a password, 'create' sets one now, 'promote' makes an existing
 * customer account staff (its password stays).
 */
export const STAFF_CREATE_MODES = ['invite', 'create', 'promote'] as const;
export type StaffCreateMode = (typeof STAFF_CREATE_MODES)[number];

export const staffCreateSchema = z
  .object({
    email: textSchema({ error: 'Emailul este obligatoriu.' })
      .trim()
      .toLowerCase()
      .max(254, 'Emailul este prea lung.')
      .pipe(z.email({ error: 'Adresă email invalidă.' })),
    first_name: staffName('Prenumele este obligatoriu.').optional().default(''),
    last_name: staffName('Numele este obligatoriu.').optional().default(''),
    mode: z.enum(STAFF_CREATE_MODES, { error: 'Alege: invitație, cont cu parolă sau promovare.' }),
    password: staffPassword.optional(),
  })
  .superRefine((body, context) => {
    if (body.mode === 'create' && body.password === undefined) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'Parola este obligatorie.' });
    }
    if (body.mode !== 'create' && body.password !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'Parola se alege doar pentru un cont creat direct.',
      });
    }
  });
export type StaffCreateBody = z.input<typeof staffCreateSchema>;

export const staffUpdateSchema = z.object({
  is_staff: z.literal(false, { error: 'Drepturile de personal pot fi doar retrase (is_staff: false).' }),
});
export type StaffUpdateBody = z.infer<typeof staffUpdateSchema>;

export const staffInvitationAcceptSchema = z.object({
  token: textSchema({ error: 'Linkul de invitație este invalid.' })
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'Linkul de invitație este invalid.'),
  password: staffPassword,
});
export type StaffInvitationAcceptBody = z.infer<typeof staffInvitationAcceptSchema>;
