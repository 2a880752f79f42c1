import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The workspace's lint config (eslint.config.js at the root) holds the import boundaries; this shows they bite.
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it('a service may not import a resource', async () => {
    const errors = await boundaryErrors(
      'server/src/crud/fixture.ts',
      `import { resources } from '../resources/index.js';\nexport const all = resources;\n`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('../resources/index.js');
  });

  it('a service may import an entity', async () => {
    const errors = await boundaryErrors(
      'server/src/crud/fixture.ts',
      `import { News } from '../model/news.entity.js';\nexport const entity = News;\n`,
    );
    expect(errors).toEqual([]);
  });

  it('the model imports nothing above it', async () => {
    const errors = await boundaryErrors(
      'server/src/model/fixture.entity.ts',
      `import { sql } from '../db/sql.js';\nexport const f = sql;\n`,
    );
    expect(errors).toHaveLength(1);
  });

  it('the resources may not import the public pages', async () => {
    const errors = await boundaryErrors(
      'server/src/resources/news/fixture.ts',
      `import { findNews } from '../../public/news-query.js';\nexport const f = findNews;\n`,
    );
    expect(errors).toHaveLength(1);
  });

  it('one admin resource may not import another', async () => {
    const errors = await boundaryErrors(
      'admin/src/resources/news/Fixture.tsx',
      `import { GameInputs } from '../game/GameInputs';\nexport const f = GameInputs;\n`,
    );
    expect(errors).toHaveLength(1);
  });

  it('shared-types imports no other package', async () => {
    const errors = await boundaryErrors(
      'shared-types/src/fixture.ts',
      `import { resources } from '../../server/src/resources/index.js';\nexport const all = resources;\n`,
    );
    expect(errors).toHaveLength(1);
  });
});
