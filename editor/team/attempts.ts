/**
 * Sign-in attempts, counted per name (known or not, so a lockout says nothing of who exists) and per address: too
 * many failures within the window lock that name or address out for a while, with the same words either way.
 */
export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 20;
export const WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;

interface Count {
  failures: number[];
  lockedUntil: number;
}

export interface Attempts {
  /** Minutes left of a lockout of this name or address; 0 when an attempt may be made. */
  lockedFor(name: string, address: string, now?: number): number;
  failed(name: string, address: string, now?: number): void;
  succeeded(name: string): void;
}

export function makeAttempts(limits = { account: ACCOUNT_FAILURES, address: ADDRESS_FAILURES }): Attempts {
  const counts = new Map<string, Count>();
  // A passkey's attempt has no name: it counts for its address only.
  const keys = (name: string, address: string): Array<readonly [string, number]> => [
    ...(name.trim() ? [[`name:${name.trim().toLowerCase()}`, limits.account] as const] : []),
    [`address:${address}`, limits.address] as const,
  ];

  return {
    lockedFor(name, address, now = Date.now()) {
      let until = 0;
      for (const [key] of keys(name, address)) until = Math.max(until, counts.get(key)?.lockedUntil ?? 0);
      return until > now ? Math.ceil((until - now) / 60_000) : 0;
    },
    failed(name, address, now = Date.now()) {
      for (const [key, limit] of keys(name, address)) {
        const count = counts.get(key) ?? { failures: [], lockedUntil: 0 };
        count.failures = [...count.failures.filter((at) => now - at < WINDOW_MS), now];
        if (count.failures.length >= limit) {
          count.lockedUntil = now + LOCKOUT_MS;
          count.failures = [];
        }
        counts.set(key, count);
      }
      // Old entries go, so a stream of made-up names cannot fill memory.
      if (counts.size > 10_000) {
        for (const [key, count] of counts) {
          if (count.lockedUntil < now && count.failures.every((at) => now - at >= WINDOW_MS)) counts.delete(key);
        }
      }
    },
    succeeded(name) {
      counts.delete(`name:${name.trim().toLowerCase()}`);
    },
  };
}
