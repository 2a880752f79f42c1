import { ROLES, STAFF_ROLES } from '@meydan/shared-types/constants';
import { UserCreateSchema, UserSchema, UserUpdateSchema } from '@meydan/shared-types/schemas';
import { hashPassword } from '../../auth/passwords.js';
import { endPreviewLinksOf } from '../../auth/preview-grants.js';
import { destroyUserSessions } from '../../auth/sessions.js';
import { defineResource } from '../../crud/resource.js';
import { ValidationError } from '../../http-errors.js';
import { guardDelete, guardUpdate } from './admin-guard.js';
import { User } from '../../model/user.entity.js';

export const userResource = defineResource({
  name: 'user',
  entity: User,
  createSchema: UserCreateSchema,
  updateSchema: UserUpdateSchema,
  recordSchema: UserSchema,
  roles: ['admin'],
  sortable: ['email', 'displayName', 'role', 'isActive', 'lastLoginAt'],
  defaultSort: ['displayName', 'ASC'],
  filters: { role: { kind: 'enum', values: ROLES }, isActive: { kind: 'boolean' } },
  textFields: ['displayName'],
  beforeDelete: ({ em, existing, user }) => guardDelete(em, existing, user.id),
  // Role changes and disabled accounts are entries of their own in the log; a new password is named
  // there too, though the record never shows it.
  audit: ({ before, after, set }) => [
    ...(before.role !== after.role ? [{ action: 'role-change' as const, fields: ['role'] }] : []),
    ...(before.isActive !== false && after.isActive === false ? [{ action: 'disable' as const, fields: ['isActive'] }] : []),
    ...(set.passwordHash ? [{ action: 'update' as const, fields: ['password'] }] : []),
  ],
  async prepare({ em, input, existing, set, user }) {
    if (input.email !== undefined) {
      input.email = input.email.trim().toLowerCase();
      const clash = await em.findOne(User, { email: input.email, ...(existing ? { id: { $ne: existing.id } } : {}) });
      if (clash) throw new ValidationError({ email: 'کاربری با این ایمیل وجود دارد.' });
    }
    if (existing) await guardUpdate(em, existing, input, user.id);
    // Not a property of the user: only its hash is stored.
    if (input.password) set.passwordHash = await hashPassword(input.password);
    // Ending the sessions is what makes a reset password, a demotion or a disabled account take effect at once.
    const revoke =
      !!existing && (!!set.passwordHash || input.isActive === false || (input.role !== undefined && input.role !== existing.role));
    if (revoke) await destroyUserSessions(em, existing.id);
    // The preview links an account handed out die with its right to preview.
    const previewsEnd = !!existing && (input.isActive === false || (input.role !== undefined && !STAFF_ROLES.includes(input.role)));
    if (previewsEnd) await endPreviewLinksOf(em, existing.id);
  },
});
