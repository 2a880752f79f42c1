import { LOGIN_RULES, throttleKey, type Backoff, type ThrottleStore } from './throttle.js';

interface Counted {
  key: string;
  rule: Backoff;
}

export type Admission = { admitted: true; succeeded(): Promise<void> } | { admitted: false; retryAfterMs: number };

/**
 * Counts a login attempt against every limit it falls under before the password is looked at, and
 * admits it only if all of them still allow one. The address is counted first and the account last,
 * so an attempt turned away on the attacker's own keys never uses up the owner's account-wide budget.
 * A browser the owner has logged in with is counted on its own key instead of the account's.
 */
export async function admitLogin(
  store: ThrottleStore,
  attempt: { email: string; ip: string; deviceId: number | null; maxPerIp: number },
): Promise<Admission> {
  const { email, ip, deviceId } = attempt;
  const address: Counted = { key: throttleKey('address', ip), rule: LOGIN_RULES.address(attempt.maxPerIp) };
  const personal: Counted[] =
    deviceId !== null
      ? [{ key: throttleKey('device', String(deviceId)), rule: LOGIN_RULES.device }]
      : [
          { key: throttleKey('account-address', email, ip), rule: LOGIN_RULES.accountAddress },
          { key: throttleKey('account', email), rule: LOGIN_RULES.account },
        ];
  for (const c of [address, ...personal]) {
    const verdict = await store.attempt(c.key, c.rule);
    if (!verdict.admitted) return verdict;
  }
  return {
    admitted: true,
    // The owner is in: their own keys start afresh; the shared ones only get this attempt back.
    async succeeded() {
      await store.refund(address.key, address.rule);
      for (const c of personal) {
        if (c.rule === LOGIN_RULES.account) await store.refund(c.key, c.rule);
        else await store.clear(c.key);
      }
    },
  };
}
