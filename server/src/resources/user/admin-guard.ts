import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@meydan/shared-types/constants';
import { badRequest, ValidationError } from '../../http-errors.js';
import { User, type IUser } from '../../model/user.entity.js';

/** Any constant: the key of the transaction lock every change that could remove an admin takes. */
const ADMINS_LOCK = 74_201_404;

export const SELF_DELETE = 'حساب خودتان را نمی‌توانید حذف کنید؛ اگر باید حذف شود، از مدیر دیگری بخواهید.';
export const SELF_DEMOTE = 'نقش مدیر را نمی‌توانید از خودتان بگیرید؛ این کار را مدیر دیگری باید انجام دهد.';
export const SELF_DISABLE = 'حساب خودتان را نمی‌توانید غیرفعال کنید؛ این کار را مدیر دیگری باید انجام دهد.';
export const LAST_ADMIN = 'این کاربر تنها مدیر فعال سامانه است؛ پیش از حذف، غیرفعال‌کردن یا تغییر نقش او، مدیر فعال دیگری تعیین کنید.';

type Target = Pick<IUser, 'id' | 'role' | 'isActive'>;

const isActiveAdmin = (user: Target) => user.role === 'admin' && user.isActive !== false;

/**
 * Called inside the write's transaction. The lock makes concurrent removals take turns, so that two
 * admins removing each other at once (or a bulk delete racing another) cannot both count the other
 * as the admin who remains.
 */
async function keepAnActiveAdmin(em: EntityManager, target: Target): Promise<boolean> {
  await em.execute('select pg_advisory_xact_lock(?)', [ADMINS_LOCK]);
  const others = await em.count(User, { role: 'admin', isActive: true, id: { $ne: target.id } });
  return others > 0;
}

/** Nobody deletes their own account, and the last active admin stays. */
export async function guardDelete(em: EntityManager, target: Target, userId: number): Promise<void> {
  if (target.id === userId) throw badRequest(SELF_DELETE);
  if (isActiveAdmin(target) && !(await keepAnActiveAdmin(em, target))) throw badRequest(LAST_ADMIN);
}

/** Nobody demotes or disables themselves, and the last active admin keeps the role and the account. */
export async function guardUpdate(
  em: EntityManager,
  target: Target,
  data: { role?: Role; isActive?: boolean },
  userId: number,
): Promise<void> {
  const demoted = data.role !== undefined && data.role !== 'admin';
  const disabled = data.isActive === false;
  if (target.id === userId) {
    if (demoted) throw new ValidationError({ role: SELF_DEMOTE }, SELF_DEMOTE);
    if (disabled) throw new ValidationError({ isActive: SELF_DISABLE }, SELF_DISABLE);
  }
  if ((demoted || disabled) && isActiveAdmin(target) && !(await keepAnActiveAdmin(em, target))) {
    throw new ValidationError({ [demoted ? 'role' : 'isActive']: LAST_ADMIN }, LAST_ADMIN);
  }
}
