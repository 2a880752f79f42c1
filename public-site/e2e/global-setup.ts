import type { TestProject } from 'vitest/node';
import { startTestServer } from '@meydan/server/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One server (fresh database, demo data, the built site) for every browser test file. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
  };
}
