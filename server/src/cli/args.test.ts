import { describe, expect, it } from 'vitest';
import { parseCommand } from './args.js';
import { UsageError } from './usage.js';

describe('parseCommand', () => {
  it('reads seed with its defaults and flags', () => {
    expect(parseCommand(['seed', '--demo'])).toEqual({ name: 'seed', size: 'small', force: false });
    expect(parseCommand(['seed', '--demo', '--size', 'large', '--force'])).toEqual({ name: 'seed', size: 'large', force: true });
    expect(parseCommand(['seed', '--demo', '--size=large'])).toMatchObject({ size: 'large' });
  });

  it('reads the user subcommands, lowercasing the email', () => {
    expect(parseCommand(['user', 'create', '--email', 'Sara@Example.com', '--name', 'سارا', '--role', 'editor'])).toEqual({
      name: 'user-create',
      email: 'sara@example.com',
      displayName: 'سارا',
      role: 'editor',
    });
    expect(parseCommand(['user', 'set-password', '--email', 'a@b.co'])).toEqual({ name: 'user-set-password', email: 'a@b.co' });
    expect(parseCommand(['user', 'disable', '--email', 'a@b.co'])).toEqual({ name: 'user-disable', email: 'a@b.co' });
  });

  it('treats no command and --help as help', () => {
    expect(parseCommand([])).toEqual({ name: 'help' });
    expect(parseCommand(['--help'])).toEqual({ name: 'help' });
  });

  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [['seed'], /needs --demo/],
    [['seed', '--demo', '--size', 'huge'], /--size must be small or large/],
    [['seed', '--demo', '--verbose'], /Unknown option '--verbose'/],
    [['migrate', 'now'], /positional/],
    [['user'], /needs a subcommand/],
    [['user', 'delete', '--email', 'a@b.co'], /unknown user subcommand "delete"/],
    [['user', 'create', '--email', 'a@b.co', '--name', 'x'], /--role is required/],
    [['user', 'create', '--email', 'a@b.co', '--name', 'x', '--role', 'root'], /--role must be one of admin, editor, user/],
    [['user', 'create', '--email', 'not-an-email', '--name', 'x', '--role', 'user'], /not an email address/],
    // A password given as an argument would be echoed in shell history and process listings.
    [['user', 'create', '--email', 'a@b.co', '--name', 'x', '--role', 'user', '--password', 'long-enough-1'], /--password is not accepted/],
    [['user', 'set-password', '--email', 'a@b.co', '--password', 'long-enough-1'], /--password is not accepted/],
    [['user', 'disable'], /--email is required/],
  ])('rejects %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });
});
