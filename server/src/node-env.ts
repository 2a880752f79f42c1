/**
 * Run as compiled JavaScript (`pnpm start`, the Docker image) the server is the production one: with
 * NODE_ENV unset, React and other libraries would load their development builds, slower and noisier.
 * The TypeScript sources (`pnpm start:dev`, the tests) keep whatever NODE_ENV says.
 */
export function defaultToProduction(entryUrl: string, env: NodeJS.ProcessEnv = process.env): void {
  if (!env.NODE_ENV && entryUrl.endsWith('.js')) env.NODE_ENV = 'production';
}
