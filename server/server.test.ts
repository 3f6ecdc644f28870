import { TEST_MIN_FILL_MS, tokenFor } from "../tests/form-tokens.ts";
import { consultationForm } from "../core/content/words.ts";
import { readFile, rm } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  rawRequest,
  request,
  serveTempSite,
  siteFiles,
  startServer,
  tempSite,
} from "../tests/server.ts";

// These start server processes; a busy shared machine can make that slow.
vi.setConfig({ testTimeout: 20_000 });

const home = siteFiles(1)["index.html"]!;

const app = serveTempSite({ TRUST_PROXY: "1" });

const get = (target: string, headers: string[] = [], method = "GET") =>
  rawRequest(app.server.port, request(target, headers, method));

/** A consultation post from `address` (through the one trusted proxy) with `extra` headers. */
function consultation(email: string, address: string, extra: string[] = [], fields = "") {
  const body = `firstName=Ada&lastName=Lovelace&email=${encodeURIComponent(email)}&website=&_token=${tokenFor("consultation")}${fields}`;
  return rawRequest(
    app.server.port,
    request(
      "/api/consultation",
      ["Content-Type: application/x-www-form-urlencoded", `X-Forwarded-For: ${address}`, ...extra],
      "POST",
      body,
    ),
  );
}

async function stored(form: string) {
  const text = await readFile(path.join(app.site.data, `${form}.jsonl`), "utf8").catch(() => "");
  return text.split(/\r\n|[\n\r\u2028\u2029\u0085]/).filter(Boolean);
}

describe("the server answers what used to knock it over", () => {
  it("`//` is the home page, not a crash", async () => {
    const response = await get("//");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(home);
  });

  it("answers 400 for targets that are not paths", async () => {
    for (const target of ["/%", "*", "/a%00"]) expect((await get(target)).status).toBe(400);
    expect(app.server.child.exitCode).toBeNull();
  });

  it("answers an unsatisfiable range with 416, and a suffix range with the last bytes", async () => {
    const backwards = await get("/", ["Range: bytes=5-1"]);
    expect(backwards.status).toBe(416);
    expect(backwards.headers["content-range"]).toBe(`bytes */${home.length}`);
    expect((await get("/", [`Range: bytes=${home.length + 10}-`])).status).toBe(416);
    const suffix = await get("/", ["Range: bytes=-10"]);
    expect(suffix.status).toBe(206);
    expect(suffix.body.toString()).toBe(home.slice(-10));
    expect(suffix.headers["content-range"]).toBe(
      `bytes ${home.length - 10}-${home.length - 1}/${home.length}`,
    );
    const middle = await get("/", ["Range: bytes=2-5", "Accept-Encoding: gzip"]);
    expect(middle.body.toString()).toBe(home.slice(2, 6));
  });

  it("revalidates with ETag (304) and answers HEAD without a body", async () => {
    const first = await get("/about/");
    expect((await get("/about", [`If-None-Match: ${first.headers.etag}`])).status).toBe(304);
    const head = await get("/about/", [], "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(first.body.length));
    expect(head.body.length).toBe(0);
  });

  it("never serves host configuration or dot-files, however the path is encoded", async () => {
    for (const target of [
      "/_headers",
      "/%5fheaders",
      "/%5F%68eaders",
      "/x/../_headers",
      "/.builds",
    ]) {
      const response = await get(target);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe(siteFiles(1)["404.html"]);
    }
  });

  it("refuses other methods on pages with 405 and Allow", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "POST"]) {
      const response = await get("/", [], method);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, OPTIONS");
    }
  });

  it("answers a huge declared body with 413 at once and closes the connection", async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(app.server.port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      socket.on("close", () => resolve(text));
      // Headers only: a server that waited for the 200 MB would never answer.
      socket.write(
        "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200000000\r\n\r\n",
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain("connection: close");
  });

  it("redirects a native post only to a path on this site", async () => {
    const response = await consultation(`r.${Date.now()}@example.com`, "192.0.2.10", [
      "Referer: http://localhost//evil.com/x",
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.location).toMatch(/^\/[^/\\]/);
  });

  it("stores once and answers success even when the Host header is malformed", async () => {
    const email = `host.${Date.now()}@example.com`;
    const response = await rawRequest(
      app.server.port,
      request(
        "/api/consultation",
        ["Content-Type: application/x-www-form-urlencoded", "X-Forwarded-For: 192.0.2.11"],
        "POST",
        `firstName=Ada&lastName=Lovelace&email=${encodeURIComponent(email)}&website=&_token=${tokenFor("consultation")}`,
      ).replace("Host: localhost", "Host: ["),
    );
    expect([201, 303]).toContain(response.status);
    expect((await stored("consultation")).filter((line) => line.includes(email))).toHaveLength(1);
  });

  it("trusts only the configured proxy hop: rotating X-Forwarded-For does not dodge the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // The client invents the left part; the proxy appends the address it really saw.
      const response = await consultation(
        `rot${i}.${Date.now()}@example.com`,
        `9.9.${i}.1, 198.51.100.20`,
        ["Accept: application/json"],
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it("writes one line per record, whatever the text holds, and survives its folder being removed", async () => {
    const email = `sep.${Date.now()}@example.com`;
    const text = encodeURIComponent("one\u2028two\u2029three\u0085four");
    const first = await consultation(
      email,
      "192.0.2.12",
      ["Accept: application/json"],
      `&projectDescription=${text}`,
    );
    expect(first.status).toBe(201);
    const lines = await stored("consultation");
    expect(lines.every((line) => JSON.parse(line))).toBe(true);
    expect(lines.filter((line) => line.includes(email))).toHaveLength(1);

    await rm(app.site.data, { recursive: true, force: true });
    const again = await consultation(`again.${email}`, "192.0.2.13", ["Accept: application/json"]);
    expect(again.status).toBe(201);
    expect(await stored("consultation")).toHaveLength(1);
  });

  it("says in one line which port is busy, and exits", async () => {
    const second = startServer({
      PORT: String(app.server.port),
      SITE_ROOT: app.site.link,
      DATA_DIR: `${app.site.data}-second`,
    });
    const error = await second.then(
      () => null,
      (failure: Error) => failure.message,
    );
    expect(error).toContain(`Port ${app.server.port} is already in use`);
    expect(error).toContain("PORT");
    expect(error).not.toMatch(/\n\s+at /);
  });

  // Three servers start one after another here, so three times one start's allowance.
  it(
    "refuses a second process on the same data folder, naming the one that has it",
    { timeout: 60_000 },
    async () => {
      const own = await tempSite();
      const first = await startServer({ SITE_ROOT: own.link, DATA_DIR: own.data });
      try {
        const error = await startServer({ SITE_ROOT: own.link, DATA_DIR: own.data }).then(
          () => null,
          (failure: Error) => failure.message,
        );
        expect(error).toContain(`is in use by another server (process ${first.child.pid})`);
        expect(error).not.toMatch(/\n\s+at /);
        // Once the first is gone (killed, its lock left behind), a new one starts.
        first.child.kill("SIGKILL");
        await new Promise((resolve) =>
          first.child.exitCode !== null || first.child.signalCode !== null
            ? resolve(undefined)
            : first.child.once("exit", resolve),
        );
        const next = await startServer({ SITE_ROOT: own.link, DATA_DIR: own.data });
        await next.stop();
      } finally {
        await first.stop();
        await rm(own.root, { recursive: true, force: true });
      }
    },
  );

  it.each([
    ["FORM_RATE_LIMIT", "abc"],
    ["PORT", "-1"],
    ["LEADS_RETENTION_MONTHS", ""],
  ])("stops at start when %s is %j, saying so in one line", async (name, value) => {
    const own = await tempSite();
    try {
      const error = await startServer({
        SITE_ROOT: own.link,
        DATA_DIR: own.data,
        [name]: value,
      }).then(
        () => null,
        (failure: Error) => failure.message,
      );
      expect(error).toContain(`${name} must be a whole number`);
      expect(error).not.toMatch(/\n\s+at /);
    } finally {
      await rm(own.root, { recursive: true, force: true });
    }
  });
});

describe("the minimum fill time", () => {
  /** A consultation posted as a script does, with `token`, to the server on `port`. */
  const post = (port: number, token: string) =>
    rawRequest(
      port,
      request(
        "/api/consultation",
        ["Content-Type: application/x-www-form-urlencoded", "Accept: application/json"],
        "POST",
        `firstName=Ada&lastName=Lovelace&email=fill%40example.com&website=&_token=${token}`,
      ),
    );

  it("is 3 seconds on a production server: a form sent sooner is refused, as a bad token", async () => {
    const own = await tempSite();
    const production = await startServer({
      SITE_ROOT: own.link,
      DATA_DIR: own.data,
      NODE_ENV: "production",
      FORM_MIN_FILL_MS: undefined,
    });
    try {
      const issued = await rawRequest(production.port, request("/api/token?form=consultation"));
      const { token, minFillMs } = JSON.parse(issued.body.toString()) as {
        token: string;
        minFillMs: number;
      };
      expect(minFillMs).toBe(3_000);
      // Sent at once, and a second before the 3 seconds are up: refused with the security message.
      for (const early of [token, tokenFor("consultation", 2_000)]) {
        const refused = await post(production.port, early);
        expect(refused.status).toBe(403);
        expect(JSON.parse(refused.body.toString())).toEqual({
          ok: false,
          error: "token",
          reason: "early",
          message: consultationForm.messages.security,
        });
      }
      expect((await post(production.port, tokenFor("consultation", 3_500))).status).toBe(201);
    } finally {
      await production.stop();
      await rm(own.root, { recursive: true, force: true });
    }
  });

  it.each([
    ["production", "200"],
    ["production", "0"],
    ["test", "0"],
  ])(
    "stops at start with NODE_ENV=%s and FORM_MIN_FILL_MS=%s, in one line",
    async (nodeEnv, value) => {
      const own = await tempSite();
      try {
        const error = await startServer({
          SITE_ROOT: own.link,
          DATA_DIR: own.data,
          NODE_ENV: nodeEnv,
          FORM_MIN_FILL_MS: value,
        }).then(
          () => null,
          (failure: Error) => failure.message,
        );
        expect(error).toContain(`FORM_MIN_FILL_MS`);
        expect(error).toContain(`not "${value}"`);
        expect(error).not.toMatch(/\n\s+at /);
      } finally {
        await rm(own.root, { recursive: true, force: true });
      }
    },
  );

  it("is the short one a test server is given, and the browser is told so", async () => {
    const issued = await get("/api/token?form=consultation");
    const { minFillMs } = JSON.parse(issued.body.toString()) as { minFillMs: number };
    expect(minFillMs).toBe(TEST_MIN_FILL_MS);
  });
});

describe("stopping", () => {
  it("lets a post in flight finish and be stored before exiting on SIGTERM", async () => {
    const own = await tempSite();
    const running = await startServer({ SITE_ROOT: own.link, DATA_DIR: own.data });
    try {
      const email = `late.${Date.now()}@example.com`;
      const body = `firstName=Ada&lastName=Lovelace&email=${encodeURIComponent(email)}&website=&_token=${tokenFor("consultation")}`;
      const socket = connect(running.port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      const closed = new Promise((resolve) => socket.on("close", resolve));
      // Expect: 100-continue makes the server say when it has taken the request in hand.
      socket.write(
        `POST /api/consultation HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\nExpect: 100-continue\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      );
      await expect.poll(() => text).toContain("100 Continue");
      running.child.kill("SIGTERM");
      // Once it refuses new connections it has begun to stop; only then does the body finish.
      await expect
        .poll(
          () =>
            new Promise((resolve) => {
              const probe = connect(running.port, "127.0.0.1");
              probe.on("connect", () => (probe.destroy(), resolve("open")));
              probe.on("error", () => resolve("refused"));
            }),
        )
        .toBe("refused");
      socket.write(body.slice(10));
      await closed;
      const answer = text.slice(text.indexOf("\r\n\r\n") + 4);
      expect(answer).toMatch(/^HTTP\/1\.1 201/);
      const exitCode = await new Promise((resolve) =>
        running.child.exitCode !== null
          ? resolve(running.child.exitCode)
          : running.child.once("exit", resolve),
      );
      expect(exitCode).toBe(0);
      expect(await readFile(path.join(own.data, "consultation.jsonl"), "utf8")).toContain(email);
    } finally {
      await running.stop();
      await rm(own.root, { recursive: true, force: true });
    }
  });
});
