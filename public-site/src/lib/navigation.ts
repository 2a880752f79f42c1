import { createContext, useContext } from 'react';

/** Moves to an internal path without reloading the page (react-router's navigate, given once by the shell). */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Null outside the app shell (a component rendered alone): links then load their page as plain links do. */
export const NavigationContext = createContext<Navigate | null>(null);

export const useSiteNavigate = (): Navigate | null => useContext(NavigationContext);
