import { createTestApp, type TestApp } from './index.js';
import { copyDatabase, startReplicaCluster, type ReplicaCluster } from './replica-cluster.js';
import { createTestDatabase } from './test-database.js';

/**
 * The seeded demo database copied onto a primary and replica of the test's own (see replica-cluster.ts),
 * and the app on that primary, with `env` made from the cluster. Closing the app stops the cluster and
 * drops the source database; a failed start cleans up after itself.
 */
export async function appOnOwnCluster(
  env: (cluster: ReplicaCluster) => Record<string, string> = () => ({}),
): Promise<{ t: TestApp; cluster: ReplicaCluster }> {
  const seeded = await createTestDatabase({ seeded: true });
  let cluster: ReplicaCluster | undefined;
  try {
    cluster = await startReplicaCluster({
      beforeReplica: async (c) => {
        await copyDatabase(seeded.databaseUrl!, c.url('primary'), 'meydan');
      },
    });
    const servers = cluster;
    const t = await createTestApp({
      env: env(servers),
      database: {
        ...seeded,
        databaseUrl: servers.url('primary', 'meydan'),
        drop: async () => {
          await servers.close();
          await seeded.drop();
        },
      },
    });
    return { t, cluster };
  } catch (err) {
    await cluster?.close();
    await seeded.drop();
    throw err;
  }
}
