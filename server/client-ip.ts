import { isIP } from "node:net";

/**
 * The client's address when `trustedHops` proxies stand in front of the server. Each proxy appends
 * the address it received from to `X-Forwarded-For`, so only the rightmost entries were written by
 * proxies we run; anything to their left may be invented by the client. The chain is read from the
 * right, past the trusted hops, and the first address not vouched for is the client.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const direct = socketAddress ?? "unknown";
  if (trustedHops <= 0 || !forwardedFor) return direct;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  // Nearest first: the socket peer, then each hop the proxies recorded, right to left.
  const chain = [
    direct,
    ...header
      .split(",")
      .map((part) => part.trim())
      .reverse(),
  ];
  for (let hop = 1; hop <= trustedHops && hop < chain.length; hop++) {
    // A trusted proxy that wrote something other than an address: stop at the last good hop.
    if (!isIP(chain[hop]!)) return chain[hop - 1]!;
  }
  return chain[Math.min(trustedHops, chain.length - 1)]!;
}

/** Reads `TRUST_PROXY`: the number of proxy hops in front of the server (`0` or unset: none). */
export function parseTrustProxy(value: string | undefined): number {
  if (!value || value === "false") return 0;
  if (value === "true") return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY must be a number of proxy hops (0, 1, 2, …), not "${value}"`);
  return hops;
}
