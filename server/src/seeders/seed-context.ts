import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../storage/index.js';
import type { Progress } from './bulk-insert.js';
import { Random, ShortCodes } from './random.js';
import { Slugs } from './slugs.js';

export interface SeedContext {
  em: EntityManager;
  storage: Storage;
  /** The moment the demo is built around: past weeks are played, later ones are to come. */
  now: Date;
  /** Forks of one seed, one per phase. */
  random(phase: string): Random;
  shortCodes: ShortCodes;
  slugs(entity: string): Slugs;
  progress: Progress;
}

export const DEMO_SEED = 1404;

export function createSeedContext(em: EntityManager, storage: Storage, now: Date, progress: Progress): SeedContext {
  const root = new Random(DEMO_SEED);
  const slugs = new Map<string, Slugs>();
  return {
    em,
    storage,
    now,
    random: (phase) => root.fork(phase),
    shortCodes: new ShortCodes(root.fork('short-codes')),
    slugs(entity) {
      let s = slugs.get(entity);
      if (!s) slugs.set(entity, (s = new Slugs()));
      return s;
    },
    progress,
  };
}

export const DAY_MS = 86_400_000;

/** Tehran is UTC+03:30 all year round since 2022. */
export const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;

export function startOfTehranDay(d: Date): Date {
  const local = d.getTime() + TEHRAN_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - TEHRAN_OFFSET_MS);
}

export const isoDate = (d: Date) => new Date(d.getTime() + TEHRAN_OFFSET_MS).toISOString().slice(0, 10);
