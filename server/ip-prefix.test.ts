import { describe, expect, it } from "vitest";
import { limitAddress } from "./ip-prefix.ts";

describe("limitAddress", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["::FFFF:192.0.2.1", "192.0.2.1"],
    ["0:0:0:0:0:ffff:c000:201", "192.0.2.1"],
    ["::ffff:c000:0201", "192.0.2.1"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8:0:0::/64"],
    ["2001:DB8::abcd:1", "2001:db8:0:0::/64"],
    ["2001:db8:0:0:ffff:ffff:ffff:ffff", "2001:db8:0:0::/64"],
    ["2001:db8:0:1::1", "2001:db8:0:1::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s is limited as %s", (address, key) => {
    expect(limitAddress(address)).toBe(key);
  });

  it("gives every spelling of one address the same key", () => {
    const spellings = [
      "2001:db8::7",
      "2001:DB8::7",
      "2001:db8:0::7",
      "2001:db8:0:0::7",
      "2001:0db8::0007",
      "2001:db8:0:0:0:0:0:7",
      "2001:db8::0:7",
      "2001:db8:0000::7",
    ];
    expect(new Set(spellings.map(limitAddress)).size).toBe(1);
  });
});
