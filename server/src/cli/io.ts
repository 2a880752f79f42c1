import type { Config } from '../config.js';
import type { ProgressStream } from './progress-bar.js';

export interface CliIo {
  stdout: ProgressStream;
  stderr: ProgressStream;
  /** Whether a password may be asked for interactively. */
  interactive: boolean;
  prompt(question: string): Promise<string>;
  /** Everything piped on standard input, when it is not a terminal. */
  readStdin(): Promise<string>;
}

export interface CliContext {
  config: Config;
  io: CliIo;
}
