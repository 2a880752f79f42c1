import { normalizeText } from '@meydan/shared-types/text';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import { Session, User } from '../../model/user.entity.js';
import { checkPassword, type Role } from '../args.js';
import type { CliContext } from '../io.js';
import { CliError, UsageError } from '../usage.js';
import { withDatabase } from '../with-database.js';

/** The password from the command line, or asked twice on the terminal. */
async function resolvePassword(io: CliContext['io'], given: string | null): Promise<string> {
  if (given !== null) return given;
  if (!io.interactive) throw new UsageError('--password is required when stdin is not a terminal');
  const first = checkPassword(await io.prompt('Password: '));
  if ((await io.prompt('Repeat the password: ')) !== first) throw new CliError('the two passwords differ');
  return first;
}

async function findUser(em: EntityManager, email: string) {
  const user = await em.findOne(User, { email });
  if (!user) throw new CliError(`no user with email ${email}`);
  return user;
}

const endSessions = (em: EntityManager, userId: number) => em.nativeDelete(Session, { user: userId });

export async function createUser(ctx: CliContext, email: string, displayName: string, role: Role, given: string | null): Promise<number> {
  const password = await resolvePassword(ctx.io, given);
  return withDatabase(ctx.config, async (em) => {
    if (await em.count(User, { email })) throw new CliError(`a user with email ${email} already exists`);
    const user = em.create(User, {
      email,
      displayName: normalizeText(displayName),
      role,
      passwordHash: await hashPassword(password),
      isActive: true,
    });
    await em.flush();
    ctx.io.stdout.write(`Created ${role} ${email} (id ${user.id}).\n`);
    return 0;
  });
}

export async function setPassword(ctx: CliContext, email: string, given: string | null): Promise<number> {
  const password = await resolvePassword(ctx.io, given);
  return withDatabase(ctx.config, async (em) => {
    const user = await findUser(em, email);
    user.passwordHash = await hashPassword(password);
    await em.flush();
    const ended = await endSessions(em, user.id);
    ctx.io.stdout.write(`Changed the password of ${email}; ended ${ended} session(s).\n`);
    return 0;
  });
}

export async function disableUser(ctx: CliContext, email: string): Promise<number> {
  return withDatabase(ctx.config, async (em) => {
    const user = await findUser(em, email);
    user.isActive = false;
    await em.flush();
    const ended = await endSessions(em, user.id);
    ctx.io.stdout.write(`Disabled ${email}; ended ${ended} session(s).\n`);
    return 0;
  });
}
