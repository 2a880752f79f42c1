import { randomUUID } from 'node:crypto';
import { Media } from '../model/media.entity.js';
import { mediaSearchKey } from '../search/media-search.js';
import { insertRows } from './bulk-insert.js';
import { createCoverImage } from './cover-images.js';
import type { Random } from './random.js';
import type { SeedContext } from './seed-context.js';
import { tinyWebm } from './tiny-webm.js';

// How many of the ~24 pool pictures each sport gets; the rest of the sports share a generic set.
const POOL: [sport: string, count: number, alt: string][] = [
  ['football', 8, 'تصویر تزئینی زمین فوتبال'],
  ['futsal', 4, 'تصویر تزئینی زمین فوتسال'],
  ['volleyball', 4, 'تصویر تزئینی زمین والیبال'],
  ['basketball', 2, 'تصویر تزئینی زمین بسکتبال'],
  ['wrestling', 3, 'تصویر تزئینی تشک کشتی'],
  ['generic', 3, 'تصویر تزئینی ورزشی'],
];

export class CoverPool {
  constructor(
    private readonly bySport: Map<string, number[]>,
    readonly all: number[],
  ) {}

  pick(random: Random, sport: string): number {
    return random.pick(this.bySport.get(sport) ?? this.bySport.get('generic') ?? this.all);
  }
}

/** The pictures every cover, gallery item and poster is drawn from: generated once, reused everywhere. */
export async function seedCoverPool(ctx: SeedContext): Promise<CoverPool> {
  const random = ctx.random('covers');
  const total = POOL.reduce((n, [, count]) => n + count, 0);
  const rows = [];
  const sports: string[] = [];
  for (const [sport, count, alt] of POOL) {
    for (let i = 0; i < count; i++) {
      rows.push({ ...(await createCoverImage(ctx.storage, random, sport, alt, ctx.now)), createdAt: ctx.now, updatedAt: ctx.now });
      sports.push(sport);
      ctx.progress('images', rows.length, total);
    }
  }
  const ids = await insertRows(ctx.em, Media, rows);
  const bySport = new Map<string, number[]>();
  ids.forEach((id, i) => bySport.set(sports[i], [...(bySport.get(sports[i]) ?? []), id]));
  return new CoverPool(bySport, ids);
}

/** A short uploaded clip, stored as the upload route stores videos. */
export async function seedDemoVideo(ctx: SeedContext): Promise<number> {
  const data = await tinyWebm();
  const month = String(ctx.now.getUTCMonth() + 1).padStart(2, '0');
  const storageKey = `${ctx.now.getUTCFullYear()}/${month}/${randomUUID()}.webm`;
  await ctx.storage.put(storageKey, data, 'video/webm');
  const [id] = await insertRows(ctx.em, Media, [
    {
      kind: 'video',
      storageKey,
      originalName: 'kholase-bazi.webm',
      mimeType: 'video/webm',
      size: data.length,
      width: null,
      height: null,
      alt: 'خلاصهٔ بازی',
      variants: [],
      createdAt: ctx.now,
      updatedAt: ctx.now,
      searchText: mediaSearchKey({ originalName: 'kholase-bazi.webm', alt: 'خلاصهٔ بازی' }),
    },
  ]);
  return id;
}
