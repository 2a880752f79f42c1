export const ROLES = ['admin', 'editor', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['admin', 'editor'];

/** Staff may open the back office; role `user` is a signed-in reader. */
export const isStaff = (user: { role: Role } | null | undefined): boolean => !!user && STAFF_ROLES.includes(user.role);
