import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';

const FILE = 'preview-secret';

/**
 * The key preview links are signed with: PREVIEW_SECRET, or one generated on first use and kept in
 * `{DATA_DIR}/preview-secret`, so links handed out stay valid across restarts. Processes sharing a data
 * directory (cluster workers) race to create it; the loser reads the winner's. Servers on several
 * machines need PREVIEW_SECRET, or each would refuse the others' links.
 */
export function previewSecret(config: Pick<Config, 'previewSecret' | 'dataDir'>): string {
  if (config.previewSecret) return config.previewSecret;
  const path = join(config.dataDir, FILE);
  try {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(path, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return readFileSync(path, 'utf8').trim();
  }
}
