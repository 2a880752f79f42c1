import { defineEntity, p } from '@mikro-orm/core';
import { TEXT_MAX } from '@meydan/shared-types/constants';

/** Login attempt counters when there is no Redis; read and written only by PostgresThrottleStore's SQL. */
export const LoginThrottle = defineEntity({
  name: 'LoginThrottle',
  tableName: 'login_throttle',
  properties: {
    key: p.string().length(TEXT_MAX.throttleKey).primary(),
    /** Attempts admitted since the key was last forgotten. */
    attempts: p.integer(),
    /** Every attempt, admitted or not: numbers each one so its statement can tell whether it got through. */
    seen: p.bigint(),
    admittedSeq: p.bigint(),
    blockedUntil: p.datetime().nullable(),
    forgetAt: p.datetime().index(),
  },
});
