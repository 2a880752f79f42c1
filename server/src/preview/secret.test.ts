import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { previewSecret } from './secret.js';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'meydan-secret-'));
  dirs.push(dir);
  return join(dir, 'data');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the preview secret', () => {
  it('is generated once into the data directory, readable only by the server, and kept', () => {
    const dir = dataDir();
    const first = previewSecret({ previewSecret: null, dataDir: dir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, 'preview-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'preview-secret')).mode & 0o077).toBe(0);
    expect(previewSecret({ previewSecret: null, dataDir: dir })).toBe(first);
    expect(previewSecret({ previewSecret: null, dataDir: dataDir() })).not.toBe(first);
  });

  it('comes from PREVIEW_SECRET when set, which must be long enough', () => {
    const secret = 's'.repeat(40);
    expect(previewSecret(loadConfig({ NODE_ENV: 'test', PREVIEW_SECRET: secret, DATA_DIR: dataDir() }))).toBe(secret);
    expect(() => loadConfig({ NODE_ENV: 'test', PREVIEW_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PREVIEW_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});
