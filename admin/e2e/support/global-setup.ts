import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** The contract of the server's test harness that these tests rely on. */
interface Harness {
  startTestServer(): Promise<{ url: string; close(): Promise<void> }>;
}

/*
 * A variable specifier keeps the server's sources out of the admin's typecheck (they compile under
 * the server's own settings); at run time it resolves like any workspace import.
 */
const HARNESS = '@meydan/server/testing';

/** One real server (fresh database, demo data, the built admin) for all browser tests. */
export default async function setup(project: TestProject) {
  // Against an already running server (E2E_BASE_URL), e.g. while developing a screen.
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external);
    return undefined;
  }
  const { startTestServer } = (await import(/* @vite-ignore */ HARNESS)) as Harness;
  const server = await startTestServer();
  project.provide('baseUrl', server.url);
  return async () => {
    await server.close();
  };
}
