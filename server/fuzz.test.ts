import { tokenFor } from "../tests/form-tokens.ts";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { expect, it } from "vitest";
import { rawRequest, serveTempSite } from "../tests/server.ts";

const app = serveTempSite({ TRUST_PROXY: "1", FORM_RATE_LIMIT: "1000000" });

const segment = fc.oneof(
  fc.constantFrom(
    "",
    "about",
    "api",
    "consultation",
    "contact",
    "assets",
    "index.html",
    "_headers",
  ),
  fc.constantFrom("..", ".", "%2e%2e", "%5f", "%5fheaders", "%", "%zz", "%00", "%ff", "%c0%af"),
  fc.constantFrom("\\", "%5c", "%2f", "//", "~", "a;b", "x?y=1", "#frag", "%E2%80%A8"),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const target = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join("/")}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "*",
      "http://evil.example/",
      "//",
      "///about",
      "?x",
      "/api/consultation",
    ),
  },
);
const method = fc.constantFrom(
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "FOO",
);
const headerValue = fc.string({ maxLength: 30 }).map((text) => text.replace(/[\r\n\0]/g, ""));
const optional = (name: string, value: fc.Arbitrary<string>) =>
  fc.option(
    value.map((v) => `${name}: ${v}`),
    { nil: undefined },
  );
const ip = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255))
  .map((parts) => parts.join("."));
const headers = fc.tuple(
  optional(
    "Range",
    fc.oneof(
      fc.constantFrom(
        "bytes=5-1",
        "bytes=-10",
        "bytes=0-",
        "bytes=-0",
        "bytes=abc",
        "bytes=1-2,4-5",
        "items=0-1",
      ),
      fc
        .tuple(fc.integer({ min: -5, max: 40_000 }), fc.integer({ min: -5, max: 40_000 }))
        .map(([a, b]) => `bytes=${a}-${b}`),
    ),
  ),
  optional(
    "Host",
    fc.oneof(
      fc.constantFrom("localhost", "[", "", "evil.com", "a b", "localhost:99999"),
      headerValue,
    ),
  ),
  optional(
    "Referer",
    fc.oneof(
      fc.constantFrom(
        "http://localhost//evil.com/x",
        "http://localhost/\\evil.com",
        "javascript:x",
        "http://[/",
      ),
      headerValue,
    ),
  ),
  optional(
    "X-Forwarded-For",
    fc.oneof(fc.array(fc.oneof(ip, headerValue), { maxLength: 4 }).map((a) => a.join(", "))),
  ),
  optional("Accept", fc.constantFrom("application/json", "text/html", "*/*")),
  optional(
    "Content-Type",
    fc.constantFrom(
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "multipart/form-data",
      "text/plain",
      "application/json",
    ),
  ),
  optional("If-None-Match", fc.constantFrom("*", '"x"', 'W/"1"')),
);

let posted = 0;
/** A body: random bytes, or a complete consultation with a unique address to find it by. */
const body = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constant(null).map(() => {
    posted++;
    return `firstName=Ada&lastName=Lovelace&email=fuzz${posted}.${process.pid}%40example.com&website=&_token=${tokenFor("consultation")}`;
  }),
);
/** How the body is framed: exact length, a length over the limit, chunked, or both (refused). */
const framing = fc.constantFrom("length", "huge", "chunked", "both", "none");

function frame(kind: string, text: string): [string[], string] {
  const bytes = Buffer.byteLength(text);
  const chunked = bytes ? `${bytes.toString(16)}\r\n${text}\r\n0\r\n\r\n` : "0\r\n\r\n";
  if (kind === "length") return [[`Content-Length: ${bytes}`], text];
  if (kind === "huge") return [["Content-Length: 900000000"], ""];
  if (kind === "chunked") return [["Transfer-Encoding: chunked"], chunked];
  if (kind === "both") return [[`Content-Length: ${bytes}`, "Transfer-Encoding: chunked"], chunked];
  return [[], ""];
}

/** A well-formed form post with a unique address, under the same random headers. */
const formPost = fc.tuple(
  fc.constantFrom("/api/consultation", "/api/consultation?x=1", "/api//consultation"),
  headers,
  fc.constantFrom("length", "chunked"),
);

it(
  "no request knocks the server over, hangs, or gets a malformed or 5xx answer",
  { timeout: 30_000 },
  async () => {
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(method, target, headers, body, framing),
          formPost.map(([path_, extra, kind]) => {
            posted++;
            const form = `firstName=Ada&lastName=Lovelace&email=fuzz${posted}.${process.pid}%40example.com&website=&_token=${tokenFor("consultation")}`;
            const typed = extra.filter((line) => !line?.startsWith("Content-Type"));
            typed.push("Content-Type: application/x-www-form-urlencoded");
            return ["POST", path_, typed, form, kind] as const;
          }),
        ),
        async ([verb, path_, extra, text, kind]) => {
          const lines = extra.filter((line): line is string => line !== undefined);
          if (!lines.some((line) => line.startsWith("Host:"))) lines.unshift("Host: localhost");
          const [framingLines, payload] = frame(kind, text);
          const raw = `${verb} ${path_} HTTP/1.1\r\n${[...lines, ...framingLines, "Connection: close"].join("\r\n")}\r\n\r\n${payload}`;
          const response = await rawRequest(app.server.port, raw);
          requests++;
          expect(response.status).toBeGreaterThanOrEqual(100);
          expect(response.status).toBeLessThan(500);
          expect(app.server.child.exitCode).toBeNull();
          if (response.headers.location) expect(response.headers.location).toMatch(/^\/(?![/\\])/);
        },
      ),
      { numRuns: 400, interruptAfterTimeLimit: 15_000 },
    );
    expect(requests).toBeGreaterThan(50);

    // Still serving, and every stored record is one whole line, stored once.
    const home = await rawRequest(
      app.server.port,
      "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(home.status).toBe(200);
    const text = await readFile(path.join(app.site.data, "consultation.jsonl"), "utf8").catch(
      () => "",
    );
    const records = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { email?: unknown });
    const emails = records.map((record) => record.email);
    expect(emails.length).toBeGreaterThan(0);
    expect(new Set(emails).size).toBe(emails.length);
  },
);
