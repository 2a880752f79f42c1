import { MikroORM, type EntityManager } from '@mikro-orm/core';
import { replicaOrmOptions } from '../orm-options.js';
import { replayState } from './positions.js';
import type { ReplicaConnection } from './replica.js';

/** `host:port/database` of a connection URL: what logs may show of it. */
export function replicaName(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

/**
 * A MikroORM of its own per replica, chosen by the router per render. MikroORM's `replicas` option was
 * the first choice, but it hands each query a replica at random (DatabaseDriver.getConnection('read')),
 * so a render's queries could land on different replicas, and none of them on one known to have replayed
 * what the render must show. Its own ORM per replica costs one entity discovery at start.
 */
export async function openReplica(url: string, poolMax: number): Promise<ReplicaConnection> {
  const orm = await MikroORM.init(replicaOrmOptions(url, poolMax));
  return {
    name: replicaName(url),
    fork: () => orm.em.fork() as EntityManager,
    ask: () => replayState(orm),
    close: () => orm.close(true),
  };
}
