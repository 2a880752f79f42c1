/**
 * The server's time as this page last heard it: a live game's minute is counted from the moment its half
 * started on the server, and a reader's clock may be minutes off.
 */
let offsetMs = 0;

export function noteServerTime(serverMs: number): void {
  if (Number.isFinite(serverMs)) offsetMs = serverMs - Date.now();
}

export const serverNow = (): number => Date.now() + offsetMs;
