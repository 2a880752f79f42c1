import { ReferenceKind, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

const ALWAYS_HIDDEN = new Set(['searchText', 'searchVector', 'passwordHash', 'ipHash']);

type Loose = Record<string, unknown>;

/** An entity as the API sends it: scalars as JSON, dates as ISO strings, relations as ids. */
export function toRecord(meta: EntityMetadata, entity: object, hidden: readonly string[] = []): Loose {
  const out: Loose = {};
  const e = entity as Loose;
  for (const prop of meta.props) {
    if (ALWAYS_HIDDEN.has(prop.name) || hidden.includes(prop.name)) continue;
    const value = e[prop.name];
    switch (prop.kind) {
      case ReferenceKind.SCALAR:
        out[prop.name] = value instanceof Date ? value.toISOString() : (value ?? null);
        break;
      case ReferenceKind.MANY_TO_ONE:
      case ReferenceKind.ONE_TO_ONE:
        out[prop.name] = value ? (value as { id: number }).id : null;
        break;
      case ReferenceKind.MANY_TO_MANY: {
        if (!prop.owner) break;
        const coll = value as { isInitialized(): boolean; getIdentifiers(): number[] } | undefined;
        out[prop.name] = coll?.isInitialized() ? coll.getIdentifiers() : [];
        break;
      }
      default:
        break;
    }
  }
  return out;
}

export function metadataOf(em: EntityManager, entityName: string): EntityMetadata {
  return em.getMetadata().get(entityName);
}
