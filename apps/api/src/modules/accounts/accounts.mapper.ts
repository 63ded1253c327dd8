import type { User } from '@shop/shared/schemas/auth';
import type { UserRow } from './accounts.repository';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    is_staff: row.isStaff,
    is_superuser: row.isSuperuser,
    email_verified: row.emailVerifiedAt !== null,
  };
}
