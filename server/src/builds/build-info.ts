import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildInfo {
  buildId: string;
  builtAt: string;
}

/**
 * The build id changes whenever either app is rebuilt: a hash of their entry files. Clients compare
 * it with /builds/latest.json to notice a deploy.
 */
export function readBuildInfo(adminDist: string, siteDist: string): BuildInfo {
  const files = [join(adminDist, 'index.html'), join(siteDist, 'client', 'index.html'), join(siteDist, 'server', 'entry-server.js')];
  const hash = createHash('sha256');
  let newest = 0;
  for (const file of files) {
    try {
      hash.update(readFileSync(file));
      newest = Math.max(newest, statSync(file).mtimeMs);
    } catch {
      hash.update(`missing:${file}`);
    }
  }
  return { buildId: hash.digest('hex').slice(0, 12), builtAt: new Date(newest || Date.now()).toISOString() };
}
