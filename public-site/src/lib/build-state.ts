/**
 * The build this page was loaded with, and whether the server has since moved to a newer one. Kept outside
 * React so the payload fetcher and the version watcher can flag it without a provider.
 */
let current = '';
let stale = false;

export const buildState = {
  init(buildId: string) {
    current = buildId;
    stale = false;
  },
  get id() {
    return current;
  },
  get stale() {
    return stale;
  },
  /** Called with the build id a response or the version check reports. */
  observe(buildId: string | null | undefined) {
    if (buildId && current && buildId !== current) stale = true;
  },
};
