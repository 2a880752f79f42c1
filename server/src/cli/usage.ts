export const USAGE = `Usage: pnpm cli <command> [options]

Commands:
  migrate                                   apply pending database migrations
  seed --demo [--size small|large] [--force]
                                            fill an empty database with the demo content
                                            (--force first empties every content table)
  user create --email E --name N --role admin|editor|user 
  user set-password --email E    (ends the user's sessions)
  user disable --email E                       (ends the user's sessions)
  demo                                      seed the demo if the database is empty, then start the server
  media prune-unused --older-than 7d [--dry-run]
                                            delete uploads nothing uses (no record, no news body)
                                            that are older than that (m, h or d), with their files
  revisions prune --keep N                  keep the newest N revisions of each news item and gallery,
                                            delete the older ones

The password is asked for on the terminal, or read from the first line of standard input.
The database is DATABASE_URL, or the embedded one under DATA_DIR (default ./data).`;

/** A mistake in the command line: reported with the usage, exit code 2. */
export class UsageError extends Error {}

/** An expected failure (database locked, user not found…): one line, exit code 1. */
export class CliError extends Error {}
