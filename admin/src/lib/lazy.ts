import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export: each resource screen becomes its own chunk, loaded on first visit,
 * which keeps the initial bundle to the shell.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as ComponentType };
  });
}
