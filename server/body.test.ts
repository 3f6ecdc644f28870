import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFields } from "./body.ts";
import { RequestError } from "./request-error.ts";

let server: Server;
let port = 0;
const outcomes: Promise<unknown>[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const outcome = readFields(req, res, 1024);
    outcomes.push(outcome.catch((error: unknown) => error));
    outcome.then(
      (fields) => res.end(JSON.stringify(fields)),
      (error: RequestError) => {
        res.statusCode = error.status;
        res.end(error.reason);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends raw bytes and resolves with everything the server answered before closing. */
function raw(request: string | Buffer, { end = true } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.write(request);
    if (end) socket.end();
  });
}

const post = (headers: string, body = "") =>
  `POST /api HTTP/1.1\r\nHost: t\r\nConnection: close\r\n${headers}\r\n${body}`;

describe("readFields", () => {
  it("reads URL-encoded and multipart fields", async () => {
    expect(
      await raw(
        post("Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n", "a=1&b=2"),
      ),
    ).toContain('{"a":"1","b":"2"}');
    const body = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n';
    expect(
      await raw(
        post(
          `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n`,
          body,
        ),
      ),
    ).toContain('{"a":"1"}');
  });

  it("answers 413 from Content-Length alone, without waiting for the body, and closes", async () => {
    // The body is never sent and the socket stays open on our side: only the server can end this.
    const answer = await raw(
      post("Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 200000000\r\n"),
      { end: false },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer.toLowerCase()).toContain("connection: close");
  });

  it("answers 413 when a chunked body grows past the limit", async () => {
    const chunk = "x".repeat(2000);
    const answer = await raw(
      post(
        "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n",
        `${chunk.length.toString(16)}\r\n${chunk}\r\n`,
      ),
      { end: false },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it("answers 415 for another content type", async () => {
    expect(await raw(post("Content-Type: text/plain\r\nContent-Length: 1\r\n", "x"))).toMatch(
      /^HTTP\/1\.1 415/,
    );
    expect(await raw(post("Content-Length: 1\r\n", "x"))).toMatch(/^HTTP\/1\.1 415/);
  });

  it("refuses file parts", async () => {
    const body =
      '--x\r\nContent-Disposition: form-data; name="cv"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--x--\r\n';
    const answer = await raw(
      post(
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n`,
        body,
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain("file");
  });

  it("refuses a malformed multipart body", async () => {
    const body = "not multipart at all";
    const answer = await raw(
      post(
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${body.length}\r\n`,
        body,
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
  });

  it("rejects an upload the client abandons half-way, with nothing read as fields", async () => {
    const before = outcomes.length;
    await new Promise<void>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          post("Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n", "a=1"),
        );
        setImmediate(() => socket.destroy());
      });
      socket.on("close", () => resolve());
    });
    await expect.poll(() => outcomes.length).toBeGreaterThan(before);
    const error = await outcomes.at(-1);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).reason).toBe("aborted");
  });
});
