export type ViewKind = 'news' | 'gallery';

/** `counted`: stored before the answer; `repeat`: the same visitor within the window; `unknown`: no published item. */
export type ViewOutcome = 'counted' | 'repeat' | 'unknown';

/** A visitor's view of one item counts once in this window. */
export const REPEAT_WINDOW_S = 30 * 60;

/** Where acknowledged views wait until they are added to their item's view_count. */
export interface ViewStore {
  /**
   * Resolves only once a counted view is durably stored; rejects when the store cannot be reached.
   * `alsoSeen` is another key of the same visitor, marked seen for the window whether or not this counted.
   */
  record(kind: ViewKind, id: number, visitor: string, alsoSeen?: string): Promise<ViewOutcome>;
  /** Adds stored views to their items and returns how many; if it fails, the views stay stored for the next try. */
  fold(): Promise<number>;
}

/** Thrown when the view cannot be stored: the beacon is refused so the browser knows it was not counted. */
export class ViewStoreUnavailable extends Error {}
