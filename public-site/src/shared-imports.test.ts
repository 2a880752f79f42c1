// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The browser bundle must not carry TypeBox: the workspace lint config keeps the site on TypeBox-free entries.
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function importErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}public-site/src/lib/fixture.ts` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('shared code in the public site', { timeout: 30_000 }, () => {
  it.each(['@meydan/shared-types', '@meydan/shared-types/schemas', '@sinclair/typebox'])('may not import %s', async (from) => {
    expect(await importErrors(`import * as m from '${from}';\nexport const f = m;\n`)).toHaveLength(1);
  });

  it('imports payload types and plain helpers from the public entry', async () => {
    const code = `import { publicPaths, type GameCard } from '@meydan/shared-types/public';\nexport const f = (g: GameCard) => publicPaths.game(g.id, g.slug);\n`;
    expect(await importErrors(code)).toEqual([]);
  });
});
