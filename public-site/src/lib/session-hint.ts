/*
 * Whether the page was asked for with a session cookie, from its hydration state. The cookie itself is
 * HttpOnly; without it no account call is made, so an anonymous reader's console holds no 401.
 */
let hint = true;

export const setSessionHint = (maybeSignedIn: boolean): void => {
  hint = maybeSignedIn;
};

export const maybeSignedIn = (): boolean => hint;
