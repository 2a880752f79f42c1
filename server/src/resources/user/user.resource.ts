import { ROLES, UserCreateSchema, UserUpdateSchema } from '@meydan/shared-types';
import { hashPassword } from '../../auth/passwords.js';
import { destroyUserSessions } from '../../auth/sessions.js';
import type { ResourceDefinition } from '../../crud/resource.js';
import { ValidationError } from '../../plugins/http-errors.js';
import { guardDelete, guardUpdate } from './admin-guard.js';
import { User } from './user.entity.js';

export const userResource: ResourceDefinition = {
  name: 'user',
  entity: User as never,
  createSchema: UserCreateSchema,
  updateSchema: UserUpdateSchema,
  roles: ['admin'],
  sortable: ['email', 'displayName', 'role', 'isActive', 'lastLoginAt'],
  defaultSort: ['displayName', 'ASC'],
  filters: { role: { kind: 'enum', values: ROLES }, isActive: { kind: 'boolean' } },
  textFields: ['displayName'],
  beforeDelete: ({ em, existing, user }) => guardDelete(em, existing, user.id),
  // Role changes and disabled accounts are entries of their own in the log; a new password is named
  // there too, though the record never shows it.
  audit: ({ before, after, data }) => [
    ...(before.role !== after.role ? [{ action: 'role-change' as const, fields: ['role'] }] : []),
    ...(before.isActive !== false && after.isActive === false ? [{ action: 'disable' as const, fields: ['isActive'] }] : []),
    ...(data.passwordHash ? [{ action: 'update' as const, fields: ['password'] }] : []),
  ],
  async prepare({ em, data, existing, user }) {
    if (typeof data.email === 'string') {
      data.email = data.email.trim().toLowerCase();
      const clash = await em.findOne(User, { email: data.email as string, ...(existing ? { id: { $ne: existing.id } } : {}) });
      if (clash) throw new ValidationError({ email: 'کاربری با این ایمیل وجود دارد.' });
    }
    if (existing) await guardUpdate(em, existing, data, user.id);
    const password = data.password;
    delete data.password;
    if (typeof password === 'string' && password !== '') data.passwordHash = await hashPassword(password);
    // Ending the sessions is what makes a reset password, a demotion or a disabled account take effect at once.
    const revoke = !!existing && (!!data.passwordHash || data.isActive === false || (data.role !== undefined && data.role !== existing.role));
    if (revoke) await destroyUserSessions(em, existing!.id);
  },
};
