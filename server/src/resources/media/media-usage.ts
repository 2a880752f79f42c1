import { ReferenceKind, type EntityMetadata, type EntityProperty, type MetadataStorage } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_RESOURCES, type AdminResource } from '@meydan/shared-types/constants';
import { type MediaUse } from '@meydan/shared-types/schemas';
import { toPersianDigits } from '@meydan/shared-types/text';

/**
 * Where an upload can be used: every many-to-one to Media in the entities (found in the ORM's
 * metadata, so a new one is covered without a change here), and the rich-text fields, which name
 * uploads by URL (see the media_keys() migration).
 */
interface Reference {
  resource: AdminResource;
  field: string;
  /** Rows `t` that refer, joined to the record `o` they belong to when they are owned. */
  from: string;
  /** The record shown for a use: its id, title and kind (a gallery's section) expressions. */
  id: string;
  /** The condition tying `t` to the media row of the given alias. */
  match: (media: string) => string;
  title: string;
  kind: string | null;
}

/** Rows that belong to another record: a use by one of them is shown as a use by its owner. */
const OWNERS: Record<string, string> = { GalleryItem: 'gallery', GameCommentary: 'game' };
/** The field an owned row's use is shown under (a gallery's `items` unless named here). */
const OWNED_FIELDS: Record<string, string> = { GameCommentary: 'commentary' };
/** Records without a title of their own, named by an expression over their row. */
const TITLE_EXPRESSIONS: Record<string, (alias: string) => string> = {
  Game: (o) => `(select h.title || ' - ' || a.title from team h, team a where h.id = ${o}.home_team_id and a.id = ${o}.away_team_id)`,
};
/** Rich text that may hold uploads' URLs; `media_keys()` reads them out. */
const HTML_FIELDS: Record<string, string[]> = { News: ['body'], BaseInformation: ['aboutHtml'] };
/** What a record is called in a message: its title, or for the single settings record the site's. */
const TITLE_FIELDS = ['title', 'name', 'siteTitle', 'displayName'];

/** `yyyy/mm/{uuid}` of a storage key: what its URL and every variant's URL contain. */
const keyStem = (media: string) => `substring(${media}."storage_key" from '^[0-9]{4}/[0-9]{2}/[0-9a-f-]{36}')`;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** A property by its name, for names this file holds as text (the entities differ). */
const propertyOf = (meta: EntityMetadata, name: string): EntityProperty | undefined => meta.props.find((p) => p.name === name);
const column = (meta: EntityMetadata, prop: string) => {
  const property = propertyOf(meta, prop);
  if (!property) throw new Error(`${meta.className} has no property ${prop}`);
  return quote(property.fieldNames[0]);
};

function resourceOf(meta: EntityMetadata): AdminResource {
  const name = kebab(meta.className);
  if (!(ADMIN_RESOURCES as readonly string[]).includes(name)) {
    throw new Error(`${meta.className} refers to media but is not an admin resource; add it to OWNERS in media-usage.ts`);
  }
  return name as AdminResource;
}

function titleOf(meta: EntityMetadata, alias: string): string {
  const expression = TITLE_EXPRESSIONS[meta.className];
  if (expression) return expression(alias);
  const prop = TITLE_FIELDS.find((p) => propertyOf(meta, p));
  if (!prop) throw new Error(`${meta.className} has no title to name it by in the media library`);
  return `${alias}.${column(meta, prop)}`;
}

function referencesOf(metadata: MetadataStorage): Reference[] {
  const all = Object.values(metadata.getAll()).filter((m) => !m.pivotTable && !m.abstract);
  const byName = new Map(all.map((m) => [m.className, m]));
  const refs: Reference[] = [];
  for (const meta of all) {
    const mediaProps = Object.values(meta.properties).filter((p) => p.kind === ReferenceKind.MANY_TO_ONE && p.type === 'Media');
    const htmlFields = HTML_FIELDS[meta.className] ?? [];
    if (!mediaProps.length && !htmlFields.length) continue;
    const ownerProp = OWNERS[meta.className];
    const owner = ownerProp ? byName.get(propertyOf(meta, ownerProp)?.type ?? '') : meta;
    if (!owner) throw new Error(`owner of ${meta.className} not found`);
    const o = owner === meta ? 't' : 'o';
    const from =
      owner === meta
        ? `${quote(meta.tableName)} t`
        : `${quote(meta.tableName)} t join ${quote(owner.tableName)} o on o.id = t.${column(meta, ownerProp)}`;
    const kind = propertyOf(owner, 'kind') ? `${o}.${column(owner, 'kind')}` : null;
    const shown = { from, id: `${o}.id`, title: titleOf(owner, o), kind };
    for (const prop of mediaProps) {
      const col = quote(prop.fieldNames[0]);
      refs.push({
        ...shown,
        resource: resourceOf(owner),
        field: ownerProp ? (OWNED_FIELDS[meta.className] ?? 'items') : prop.name,
        match: (m) => `t.${col} = ${m}.id`,
      });
    }
    for (const field of htmlFields) {
      // Same expression as the index on news bodies, so it is used.
      refs.push({
        ...shown,
        resource: resourceOf(owner),
        field,
        match: (m) => `media_keys(t.${column(meta, field)}) @> array[${keyStem(m)}]`,
      });
    }
  }
  return refs;
}

/** One per ORM: its metadata does not change once it has started. */
const built = new WeakMap<MetadataStorage, MediaUsage>();

export class MediaUsage {
  /** The usage of this ORM's entities, worked out on first use and kept for every later request. */
  static of(metadata: MetadataStorage): MediaUsage {
    let usage = built.get(metadata);
    if (!usage) built.set(metadata, (usage = new MediaUsage(metadata)));
    return usage;
  }

  private readonly refs: Reference[];
  private readonly table: string;

  constructor(metadata: MetadataStorage) {
    this.refs = referencesOf(metadata);
    this.table = quote(metadata.find('Media')?.tableName ?? 'media');
  }

  /** SQL true when the media row of `alias` is used nowhere. */
  unusedSql(alias: string): string {
    return this.refs.map((r) => `not exists (select 1 from ${r.from} where ${r.match(alias)})`).join(' and ');
  }

  /** Every use of each of these uploads, grouped by upload id. */
  async usesOf(em: EntityManager, ids: readonly number[]): Promise<Map<number, MediaUse[]>> {
    const uses = new Map<number, MediaUse[]>(ids.map((id) => [id, []]));
    if (!ids.length) return uses;
    const selects = this.refs.map(
      (r) =>
        `select m.id as media_id, '${r.resource}' as resource, ${r.id} as id, ${r.title}::text as title, '${r.field}' as field, ${r.kind ?? 'null'}::text as kind
       from ${this.table} m join ${r.from} on ${r.match('m')} where m.id in (?)`,
    );
    const rows = await em
      .getConnection()
      .execute<{ media_id: number; resource: string; id: number; title: string | null; field: string; kind: string | null }[]>(
        `select distinct * from (${selects.join('\nunion all\n')}) u order by media_id, resource, id, field`,
        this.refs.map(() => [...ids]),
        'all',
        // Inside a write's transaction (a record answered after its edit, a delete's check): on the
        // embedded database's one connection, a statement outside it would wait for it forever.
        em.getTransactionContext(),
      );
    for (const row of rows) {
      uses.get(row.media_id)?.push({ resource: row.resource, id: row.id, title: row.title ?? '', field: row.field, kind: row.kind });
    }
    return uses;
  }
}

const RESOURCE_NAMES: Partial<Record<AdminResource, string>> = {
  news: 'خبر',
  gallery: 'گالری',
  team: 'تیم',
  player: 'بازیکن',
  game: 'بازی',
  league: 'لیگ',
  sport: 'ورزش',
  stadium: 'ورزشگاه',
  'base-information': 'اطلاعات پایه',
};

/** «خبر «…»، گالری «…» و ۳ مورد دیگر»: enough to find them, short enough to read in a toast. */
export function describeUses(uses: readonly MediaUse[], shown = 4): string {
  const records = [...new Map(uses.map((u) => [`${u.resource}:${u.id}`, u])).values()];
  const named = records.slice(0, shown).map((u) => `${RESOURCE_NAMES[u.resource as AdminResource] ?? u.resource} «${u.title}»`);
  const rest = records.length - named.length;
  return rest > 0 ? `${named.join('، ')} و ${toPersianDigits(String(rest))} مورد دیگر` : named.join('، ');
}
