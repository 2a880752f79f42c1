import { normalizeText } from '@meydan/shared-types/text';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import { endPreviewLinksOf } from '../../auth/preview-grants.js';
import { Session, User } from '../../model/user.entity.js';
import { checkPassword, type Role } from '../args.js';
import type { CliContext } from '../io.js';
import { CliError, UsageError } from '../usage.js';
import { withDatabase } from '../with-database.js';

/** Asked twice on a terminal, or the first line piped on standard input; never an argument. */
async function resolvePassword(io: CliContext['io']): Promise<string> {
  if (!io.interactive) {
    const line = (await io.readStdin()).split(/\r?\n/)[0] ?? '';
    if (!line) throw new UsageError('no password: type it on a terminal, or pipe it on standard input (one line)');
    return checkPassword(line);
  }
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

export async function createUser(ctx: CliContext, email: string, displayName: string, role: Role): Promise<number> {
  const password = await resolvePassword(ctx.io);
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

export async function setPassword(ctx: CliContext, email: string): Promise<number> {
  const password = await resolvePassword(ctx.io);
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
    const links = await endPreviewLinksOf(em, user.id);
    ctx.io.stdout.write(`Disabled ${email}; ended ${ended} session(s) and ${links} preview link(s).\n`);
    return 0;
  });
}
