import { createContext, useContext } from 'react';

/**
 * Moves to an internal path without reloading the page: a push (or replace) on the navigator given to
 * react-router (app/browser-router.tsx), one function for the app's life. react-router's own
 * `useNavigate` makes a new one on every move, which would render every link again.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Null outside the browser's router (the server, a component rendered alone): links then load their page as plain links do. */
export const NavigationContext = createContext<Navigate | null>(null);

export const useSiteNavigate = (): Navigate | null => useContext(NavigationContext);

const loadInFull: Navigate = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));

/** Moves inside the app; outside it the page loads in full, as a link would. */
export const useNavigate = (): Navigate => useSiteNavigate() ?? loadInFull;
