/**
 * "Live" is said only when the live address serves this build: its build.txt is fetched (with a query no cache has
 * seen) until it holds the build's id, or the time allowed runs out.
 */

export interface LiveCheck {
  live: boolean;
  /** What the address served last, for the words of a failure. */
  found?: string;
  tries: number;
}

export function buildTxtUrl(liveUrl: string, nonce: string): string {
  const url = new URL("build.txt", liveUrl.endsWith("/") ? liveUrl : `${liveUrl}/`);
  url.searchParams.set("published", nonce);
  return url.toString();
}

export async function waitUntilLive(liveUrl: string, buildId: string, timeoutMs: number): Promise<LiveCheck> {
  const until = Date.now() + timeoutMs;
  let found: string | undefined;
  for (let tries = 1; ; tries++) {
    try {
      const response = await fetch(buildTxtUrl(liveUrl, `${buildId}-${tries}`), {
        headers: { "cache-control": "no-cache" },
        signal: AbortSignal.timeout(10_000),
      });
      found = response.ok ? (await response.text()).trim() : `status ${response.status}`;
      if (found === buildId) return { live: true, found, tries };
    } catch (error) {
      found = `no answer (${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message})`;
    }
    if (Date.now() >= until) return { live: false, found, tries };
    await new Promise((resolve) => setTimeout(resolve, Math.min(250 * tries, 2000)));
  }
}
