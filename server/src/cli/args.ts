import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usage.js';

export type Role = 'admin' | 'editor' | 'user';

export type Command =
  | { name: 'migrate' }
  | { name: 'seed'; size: 'small' | 'large'; force: boolean }
  | { name: 'user-create'; email: string; displayName: string; role: Role }
  | { name: 'user-set-password'; email: string }
  | { name: 'user-disable'; email: string }
  | { name: 'demo' }
  | { name: 'media-prune-unused'; olderThanMs: number; olderThan: string; dryRun: boolean }
  | { name: 'revisions-prune'; keep: number }
  | { name: 'help' };

export const MIN_PASSWORD_LENGTH = 10;
const ROLES: readonly Role[] = ['admin', 'editor', 'user'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Options = NonNullable<ParseArgsConfig['options']>;

function parse(args: string[], options: Options): Record<string, string | boolean | undefined> {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as Record<string, string | boolean | undefined>;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

function email(values: Record<string, string | boolean | undefined>): string {
  const value = required(values, 'email').toLowerCase();
  if (!EMAIL.test(value)) throw new UsageError(`--email "${value}" is not an email address`);
  return value;
}

export function checkPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) throw new UsageError(`the password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  return password;
}

/** A password on the command line stays in shell history and in every process listing. */
function refusePasswordOption(values: Record<string, string | boolean | undefined>): void {
  if (values.password !== undefined)
    throw new UsageError('--password is not accepted: type the password when asked, or pipe it on standard input (one line)');
}

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;

/** The command a command line asks for; throws UsageError for anything unknown or malformed. */
export function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case 'migrate':
      parse(rest, {});
      return { name: 'migrate' };
    case 'demo':
      parse(rest, {});
      return { name: 'demo' };
    case 'seed': {
      const values = parse(rest, { demo: flag, size: text, force: flag });
      if (!values.demo) throw new UsageError('seed needs --demo (the demo content is the only seed)');
      const size = values.size ?? 'small';
      if (size !== 'small' && size !== 'large') throw new UsageError(`--size must be small or large, got "${String(size)}"`);
      return { name: 'seed', size, force: values.force === true };
    }
    case 'user':
      return parseUser(rest);
    case 'media':
      return parseMedia(rest);
    case 'revisions':
      return parseRevisions(rest);
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}

const DURATION_UNITS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `12h`, `7d`: how old something must be. */
function age(value: string | boolean | undefined, name: string): { ms: number; text: string } {
  if (typeof value !== 'string') throw new UsageError(`--${name} is required, e.g. --${name} 7d (m: minutes, h: hours, d: days)`);
  const m = /^(\d{1,5})(m|h|d)$/.exec(value.trim());
  if (!m || Number(m[1]) === 0) throw new UsageError(`--${name} must be a duration such as 30m, 12h or 7d, got "${value}"`);
  return { ms: Number(m[1]) * DURATION_UNITS[m[2] as keyof typeof DURATION_UNITS], text: value.trim() };
}

function parseMedia([sub, ...rest]: string[]): Command {
  switch (sub) {
    case 'prune-unused': {
      const values = parse(rest, { 'older-than': text, 'dry-run': flag });
      const olderThan = age(values['older-than'], 'older-than');
      return { name: 'media-prune-unused', olderThanMs: olderThan.ms, olderThan: olderThan.text, dryRun: values['dry-run'] === true };
    }
    case undefined:
      throw new UsageError('media needs a subcommand: prune-unused');
    default:
      throw new UsageError(`unknown media subcommand "${sub}"`);
  }
}

function parseRevisions([sub, ...rest]: string[]): Command {
  switch (sub) {
    case 'prune': {
      const values = parse(rest, { keep: text });
      const keep = typeof values.keep === 'string' ? values.keep.trim() : '';
      // The newest revision is the item as it stands: at least that one stays.
      if (!/^\d{1,6}$/.test(keep) || Number(keep) < 1) {
        throw new UsageError(`--keep must be a whole number of revisions to keep per item, 1 or more${keep ? `, got "${keep}"` : ''}`);
      }
      return { name: 'revisions-prune', keep: Number(keep) };
    }
    case undefined:
      throw new UsageError('revisions needs a subcommand: prune');
    default:
      throw new UsageError(`unknown revisions subcommand "${sub}"`);
  }
}

function parseUser([sub, ...rest]: string[]): Command {
  switch (sub) {
    case 'create': {
      const values = parse(rest, { email: text, name: text, role: text, password: text });
      const role = required(values, 'role');
      if (!ROLES.includes(role as Role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}, got "${role}"`);
      const displayName = required(values, 'name');
      if (displayName.length > 80) throw new UsageError('--name must be at most 80 characters');
      refusePasswordOption(values);
      return { name: 'user-create', email: email(values), displayName, role: role as Role };
    }
    case 'set-password': {
      const values = parse(rest, { email: text, password: text });
      refusePasswordOption(values);
      return { name: 'user-set-password', email: email(values) };
    }
    case 'disable': {
      const values = parse(rest, { email: text });
      return { name: 'user-disable', email: email(values) };
    }
    case undefined:
      throw new UsageError('user needs a subcommand: create, set-password or disable');
    default:
      throw new UsageError(`unknown user subcommand "${sub}"`);
  }
}
