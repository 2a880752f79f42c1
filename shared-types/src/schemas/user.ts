import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, Nullable, RecordBase, VersionInput } from './common.js';
import { TEXT_MAX } from '../constants/product.js';
import { ROLES } from '../constants/roles.js';

const RoleSchema = Type.Union(ROLES.map((r) => Type.Literal(r)));

export const Password = Type.String({ minLength: 10, maxLength: 200 });
export const UserCreateSchema = Type.Object({
  ...VersionInput,
  email: Type.String({ format: 'email', maxLength: TEXT_MAX.email }),
  displayName: Type.String({ minLength: 2, maxLength: TEXT_MAX.displayName }),
  role: RoleSchema,
  isActive: Type.Optional(Type.Boolean()),
  password: Password,
});
export const UserUpdateSchema = Type.Object({
  ...VersionInput,
  email: Type.Optional(Type.String({ format: 'email', maxLength: TEXT_MAX.email })),
  displayName: Type.Optional(Type.String({ minLength: 2, maxLength: TEXT_MAX.displayName })),
  role: Type.Optional(RoleSchema),
  isActive: Type.Optional(Type.Boolean()),
  /** Set only to reset the password; every session of the user ends. */
  password: Type.Optional(Nullable(Type.Union([Type.Literal(''), Password]))),
});
export const UserSchema = Type.Object({
  ...RecordBase,
  email: Type.String(),
  displayName: Type.String(),
  role: RoleSchema,
  isActive: Type.Boolean(),
  lastLoginAt: Nullable(IsoDateTime),
});
export const LoginInputSchema = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
/** GET /api/auth/me */
export const CurrentUserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  displayName: Type.String(),
  role: RoleSchema,
});
/** GET /api/auth/sessions: one of the caller's signed-in browsers, as its User-Agent names it. */
export const OwnSessionSchema = Type.Object({
  id: Type.Integer(),
  createdAt: IsoDateTime,
  lastSeenAt: IsoDateTime,
  ip: Nullable(Type.String()),
  /** The browser and the system, when the User-Agent names them (`Chrome`, `Android`). */
  browser: Nullable(Type.String()),
  os: Nullable(Type.String()),
  /** The session of the request that asks. */
  current: Type.Boolean(),
});
/** POST /api/auth/password: one's own new password, given with the one it replaces. */
export const PasswordChangeSchema = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  newPassword: Password,
});
export type PasswordChange = Static<typeof PasswordChangeSchema>;
/** POST /api/auth/sessions/end-others: how many sessions ended. */
export const EndedSessionsSchema = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type OwnSession = Static<typeof OwnSessionSchema>;
export type EndedSessions = Static<typeof EndedSessionsSchema>;
export type UserCreate = Static<typeof UserCreateSchema>;
export type User = Static<typeof UserSchema>;
export type CurrentUser = Static<typeof CurrentUserSchema>;
