import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletter } from "../core/forms/newsletter-form.ts";
import type { FormDefinition } from "../core/forms/fields.ts";
import { createFormHandler } from "./form-endpoints.ts";
import { createFileStore } from "./store/files.ts";
import { createTokens } from "./token-signer.ts";

/** The pipeline is driven by the form's definition: a field added there is checked and stored. */
const secret = "pipeline-secret";
const tokens = createTokens({ secret });
const aged = () => createTokens({ secret, now: () => Date.now() - 5000 }).issue("newsletter");
const widened: FormDefinition = {
  id: "newsletter",
  fields: [
    ...newsletter.fields,
    { name: "firstName", control: "input", required: true, maxLength: 50, cleaning: "name" },
  ],
};

let dir = "";
let server: Server;
let url = "";
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "pipeline-"));
  const store = createFileStore(dir);
  await store.init();
  const forms = createFormHandler({
    store,
    trustProxy: 0,
    tokens,
    endpoints: { "/api/signup": { form: widened, page: "/", formKey: "test" } },
  });
  server = createServer((req, res) => void forms.handle(req, res, "/api/signup"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/signup`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

const send = (fields: Record<string, string>) =>
  fetch(url, {
    method: "POST",
    headers: { Accept: "application/json" },
    body: new URLSearchParams({ website: "", _token: aged(), ...fields }),
  });

describe("a form endpoint driven by its definition", () => {
  it("refuses a post without a field the definition requires", async () => {
    const answer = await send({ email: "ada@example.com" });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ fields: { firstName: "required" } });
  });

  it("stores the field, cleaned, with the rest", async () => {
    expect((await send({ email: "Ada@Example.com", firstName: " Ada1 " })).status).toBe(201);
    const [line] = (await readFile(path.join(dir, "newsletter.jsonl"), "utf8")).split("\n");
    expect(JSON.parse(line!)).toMatchObject({ email: "ada@example.com", firstName: "Ada" });
  });
});
