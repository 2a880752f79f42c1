import { randomUUID } from 'node:crypto';
import { encodeImage } from '../storage/images.js';
import type { Storage } from '../storage/index.js';
import { mediaSearchKey } from '../model/media-search.js';
import type { Random } from './random.js';

export interface GeneratedImage {
  kind: 'image';
  storageKey: string;
  originalName: string;
  mimeType: 'image/webp';
  size: number;
  width: number;
  height: number;
  alt: string;
  variants: { width: number; height: number; key: string }[];
  searchText: string;
}

const W = 1280;
const H = 720;

const PALETTES = [
  ['#0f5132', '#38b000'],
  ['#7b0d1e', '#e63946'],
  ['#03045e', '#0096c7'],
  ['#3c096c', '#9d4edd'],
  ['#7f4f24', '#f4a261'],
  ['#1d3557', '#457b9d'],
  ['#2b2d42', '#ef233c'],
  ['#005f73', '#94d2bd'],
];

const line = 'fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6"';

// Drawn shapes rather than text: an SVG font is not guaranteed to exist, and tofu boxes look broken.
const FIELDS: Record<string, string> = {
  football: `<rect x="80" y="60" width="1120" height="600" ${line}/><line x1="640" y1="60" x2="640" y2="660" ${line}/>
    <circle cx="640" cy="360" r="95" ${line}/><rect x="80" y="210" width="170" height="300" ${line}/>
    <rect x="1030" y="210" width="170" height="300" ${line}/>`,
  futsal: `<rect x="140" y="100" width="1000" height="520" ${line}/><line x1="640" y1="100" x2="640" y2="620" ${line}/>
    <circle cx="640" cy="360" r="70" ${line}/><path d="M140 240 A120 120 0 0 1 140 480" ${line}/>
    <path d="M1140 240 A120 120 0 0 0 1140 480" ${line}/>`,
  volleyball: `<rect x="160" y="140" width="960" height="440" ${line}/><line x1="640" y1="90" x2="640" y2="630" stroke="#fff" stroke-width="14" stroke-opacity="0.8"/>
    <line x1="480" y1="140" x2="480" y2="580" ${line}/><line x1="800" y1="140" x2="800" y2="580" ${line}/>`,
  basketball: `<rect x="100" y="80" width="1080" height="560" ${line}/><circle cx="640" cy="360" r="90" ${line}/>
    <path d="M100 150 A260 260 0 0 1 100 570" ${line}/><path d="M1180 150 A260 260 0 0 0 1180 570" ${line}/>`,
  wrestling: `<circle cx="640" cy="360" r="300" ${line}/><circle cx="640" cy="360" r="230" fill="#ffffff" fill-opacity="0.12"/>
    <circle cx="640" cy="360" r="40" ${line}/>`,
};

function ball(random: Random): string {
  const x = random.int(300, 980);
  const y = random.int(200, 520);
  const r = random.int(60, 110);
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.92"/>
    <circle cx="${x}" cy="${y}" r="${Math.round(r * 0.38)}" fill="#222" fill-opacity="0.85"/>`;
}

function coverSvg(random: Random, sport: string): string {
  const [from, to] = random.pick(PALETTES);
  const stripes = Array.from({ length: 5 }, () => {
    const x = random.int(-400, 1280);
    return `<rect x="${x}" y="-200" width="${random.int(40, 160)}" height="1200" fill="#ffffff" fill-opacity="0.06" transform="rotate(25 ${x} 360)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#g)"/>${stripes}${FIELDS[sport] ?? FIELDS.wrestling}${ball(random)}</svg>`;
}

function newKey(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}.webp`;
}

/** Encodes and stores one generated picture exactly as an upload would be: main WebP plus width variants. */
export async function createCoverImage(storage: Storage, random: Random, sport: string, alt: string, now: Date): Promise<GeneratedImage> {
  const encoded = await encodeImage(Buffer.from(coverSvg(random, sport)), false);
  const storageKey = newKey(now);
  await storage.put(storageKey, encoded.main, 'image/webp');
  const variants = [];
  for (const v of encoded.variants) {
    const key = storageKey.replace(/\.webp$/, `-${v.width}.webp`);
    await storage.put(key, v.data, 'image/webp');
    variants.push({ width: v.width, height: v.height, key });
  }
  return {
    kind: 'image',
    storageKey,
    originalName: `${sport}-cover.webp`,
    mimeType: 'image/webp',
    size: encoded.main.length,
    width: encoded.width,
    height: encoded.height,
    alt,
    variants,
    searchText: mediaSearchKey({ originalName: `${sport}-cover.webp`, alt }),
  };
}
