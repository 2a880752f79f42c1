export interface Pairing<T> {
  home: T;
  away: T;
}

/**
 * A double round robin by the circle method: every team meets every other once in each half, the
 * second half mirrors the first with venues swapped, and home and away alternate as evenly as
 * the method allows (no team plays more than two home or away games in a row within a half).
 */
export function doubleRoundRobin<T>(teams: readonly T[]): Pairing<T>[][] {
  if (teams.length < 2 || teams.length % 2 !== 0) throw new Error('an even number of teams (at least two) is needed');
  const n = teams.length;
  const rotating = teams.slice(1);
  const firstHalf: Pairing<T>[][] = [];
  for (let round = 0; round < n - 1; round++) {
    const order = [teams[0], ...rotating];
    const games: Pairing<T>[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = order[i];
      const b = order[n - 1 - i];
      // The fixed team swaps venue every round; the others alternate by table position.
      const aHome = i === 0 ? round % 2 === 0 : (round + i) % 2 === 1;
      games.push(aHome ? { home: a, away: b } : { home: b, away: a });
    }
    firstHalf.push(games);
    rotating.unshift(rotating.pop() as T);
  }
  const secondHalf = firstHalf.map((games) => games.map(({ home, away }) => ({ home: away, away: home })));
  return [...firstHalf, ...secondHalf];
}
