import { isIP } from "node:net";

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included). */
function groups(address: string): number[] {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const fill = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...fill, ...right];
}

/**
 * The key a client address is limited by. An IPv4 address as it is; an IPv4 address written as
 * IPv6 (`::ffff:192.0.2.1`, however spelled) as that IPv4 address; any other IPv6 address as its
 * /64 network, since one household or server gets a whole /64 and can pick any address in it.
 * Anything else (no address) is kept as it is.
 */
export function limitAddress(address: string): string {
  const plain = address.replace(/%.*$/, "");
  const kind = isIP(plain);
  if (kind === 4) return plain;
  if (kind !== 6) return address;
  const parts = groups(plain.toLowerCase());
  if (parts.slice(0, 5).every((group) => group === 0) && parts[5] === 0xffff)
    return [parts[6]! >> 8, parts[6]! & 255, parts[7]! >> 8, parts[7]! & 255].join(".");
  return `${parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
