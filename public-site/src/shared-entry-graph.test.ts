// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The shared package's sources, followed import by import: the lint rules see only the site's own imports.
const src = fileURLToPath(new URL('../../shared-types/src', import.meta.url));

/** Modules a file loads at run time: its imports and re-exports, less those of types only. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly || (!clause?.name && bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly));
      if (!typesOnly) specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      const clause = node.exportClause;
      if (!(clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly))) {
        specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
      }
    }
  }
  return specifiers;
}

/** The packages a module brings along, through every relative import it makes at run time. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const path = [...chain, file.slice(src.length + 1)];
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')), path);
      else if (!specifier.startsWith('node:')) reached.set(specifier, path);
    }
  };
  visit(resolve(src, entry), []);
  return reached;
}

// The entry points the site's lint rules let the browser bundle take.
const BROWSER_ENTRIES = ['public', 'client', 'text', 'calendar', 'sport', 'constants', 'labels', 'comments'];

describe('shared entry points the browser takes', () => {
  it.each(BROWSER_ENTRIES)('/%s loads no TypeBox, not even through another module', (entry) => {
    const reached = packagesReached(`${entry}/index.ts`);
    expect([...reached].filter(([name]) => name.startsWith('@sinclair/typebox'))).toEqual([]);
  });

  it('/schemas does load TypeBox, as the check expects to see', () => {
    expect([...packagesReached('schemas/index.ts').keys()]).toContain('@sinclair/typebox');
  });
});
