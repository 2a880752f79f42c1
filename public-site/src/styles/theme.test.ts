import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme.css'), 'utf8');

/** The custom properties declared in the first block that `selector` opens. */
function palette(selector: string): Record<string, string> {
  const start = css.indexOf(selector.includes('{') ? selector : `${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in theme.css`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/^\s*(--[\w-]+|color-scheme):\s*([^;]+);/gm)].map((m) => [m[1], m[2].trim()]));
}

const light = palette(':root {\n  color-scheme: light;');
const dark = palette(":root[data-theme='dark']");
const darkByDevice = palette(":root:not([data-theme='light'])");

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
  it('writes the dark palette identically for a chosen theme and for the device', () => {
    expect(darkByDevice).toEqual(dark);
    expect(dark['color-scheme']).toBe('dark');
  });

  it('gives every themed colour a value in both palettes', () => {
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort());
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
