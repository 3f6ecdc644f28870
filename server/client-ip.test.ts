import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustProxy } from "./client-ip.ts";

describe("clientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress("203.0.113.9", "1.2.3.4", 0)).toBe("203.0.113.9");
  });

  it("takes the rightmost hop that a trusted proxy recorded, not what the client wrote", () => {
    // The client wrote 6.6.6.6; the one proxy appended the address it saw, 198.51.100.7.
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.7, 10.0.0.2", 2)).toBe("198.51.100.7");
    expect(clientAddress("127.0.0.1", ["6.6.6.6", "198.51.100.7"], 1)).toBe("198.51.100.7");
  });

  it("rotating the client-written part does not change the address", () => {
    const seen = new Set(
      Array.from({ length: 50 }, (_, i) => clientAddress("127.0.0.1", `9.9.9.${i}, 5.5.5.5`, 1)),
    );
    expect([...seen]).toEqual(["5.5.5.5"]);
  });

  it("stops at the nearest hop when the chain is shorter than the trusted hops or not an address", () => {
    expect(clientAddress("127.0.0.1", "198.51.100.7", 3)).toBe("198.51.100.7");
    expect(clientAddress("127.0.0.1", "", 1)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "nonsense", 1)).toBe("127.0.0.1");
    expect(clientAddress(undefined, undefined, 1)).toBe("unknown");
  });
});

describe("parseTrustProxy", () => {
  it("reads a hop count", () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy("true")).toBe(1);
    expect(() => parseTrustProxy("yes")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("-1")).toThrow(/TRUST_PROXY/);
  });
});
