import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme.css'), 'utf8');

/** The declarations of every block that `selector` opens at the start of a line, by property, trimmed. */
function block(selector: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of css.matchAll(/^ *([^{}\n]+) \{\n([^{}]*)\}/gm)) {
    if (m[1] !== selector) continue;
    for (const d of m[2].replace(/\/\*[\s\S]*?\*\//g, '').split(';')) {
      const colon = d.indexOf(':');
      if (colon > 0)
        out[d.slice(0, colon).trim()] = d
          .slice(colon + 1)
          .replace(/\s+/g, ' ')
          .trim();
    }
  }
  return out;
}

/** The themed palette: each colour written once as `var(--dark, light) var(--light, dark)`. */
const themed = Object.entries(block(':root')).filter(([, value]) => value.startsWith('var(--dark,'));
const TOGGLE = /^var\(--dark, (.+)\) var\(--light, (.+)\)$/;
const side = (which: 1 | 2) => Object.fromEntries(themed.map(([name, value]) => [name, TOGGLE.exec(value)?.[which]?.trim() ?? '']));
const light = side(1);
const dark = side(2);

/** WCAG 2.x contrast ratio of two `#rgb` or `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const h = hex.slice(1).length === 3 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
    const [r, g, bl] = [0, 2, 4].map((i) => {
      const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const TEXT = ['text', 'text-2', 'muted', 'heading', 'link', 'accent-text', 'win', 'loss', 'warn', 'telegram', 'whatsapp', 'x'];
/** Each surface with the text colours the stylesheets set on it (hover states included). */
const USED_ON: Record<string, string[]> = {
  bg: TEXT,
  card: TEXT,
  subtle: TEXT,
  'subtle-2': TEXT,
  'subtle-3': ['text', 'heading'],
  tint: ['text', 'heading', 'chip', 'link', 'muted'],
  highlight: ['text', 'heading', 'muted', 'link'],
  'highlight-2': ['text', 'heading', 'muted', 'link'],
  mark: ['text', 'heading'],
  field: ['text'],
};

describe('the colour themes (theme.css)', () => {
  it('writes each themed colour once, its light and its dark value', () => {
    expect(themed.length).toBeGreaterThan(30);
    for (const [name, value] of themed) expect(value, name).toMatch(TOGGLE);
    // A colour the same in both themes is a plain value; any other declaration of a colour is a second palette.
    const elsewhere = [":root[data-theme='dark']", ":root:not([data-theme='light'])"].flatMap((s) => Object.keys(block(s)));
    expect(elsewhere.filter((name) => name.startsWith('--c-') || name === '--shadow')).toEqual([]);
    expect(light['--c-bg']).toBe('#f2f4f7');
    expect(dark['--c-bg']).toBe('#0d1420');
  });

  it('switches the dark side on for a chosen dark theme and for a dark device unless light was chosen', () => {
    const on = { 'color-scheme': 'dark', '--dark': '', '--light': 'initial' };
    expect(block(':root')).toMatchObject({ 'color-scheme': 'light', '--dark': 'initial', '--light': '' });
    expect(block(":root[data-theme='dark']")).toEqual(on);
    expect(block(":root:not([data-theme='light'])")).toEqual(on);
    expect(css).toContain("@media (prefers-color-scheme: dark) {\n  :root:not([data-theme='light'])");
  });

  it('keeps text at 4.5:1 or more on every surface it is set on, in both themes', () => {
    const failing: string[] = [];
    for (const [name, colours] of [
      ['light', light],
      ['dark', dark],
    ] as const) {
      for (const [surface, texts] of Object.entries(USED_ON)) {
        for (const text of texts) {
          const ratio = contrast(colours[`--c-${text}`], colours[`--c-${surface}`]);
          if (ratio < 4.5) failing.push(`${name}: --c-${text} on --c-${surface} is ${ratio.toFixed(2)}:1`);
        }
      }
    }
    expect(failing).toEqual([]);
  });
});
