import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { consultationForm, newsletter } from "../../core/content/words.ts";
import { escapeHtml } from "../html.ts";
import type { Store } from "../store/types.ts";
import { signLink } from "./signed-link.ts";
import {
  createNewsletter,
  FORGET_AFTER_MS,
  MESSAGE_MARKER,
  forgetStale,
  renderResult,
  safeReturnPath,
  subscriberStates,
  type NewsletterEvent,
} from "./newsletter.ts";

const event = (
  email: string,
  status: NewsletterEvent["status"],
  at: string,
  consent?: string,
): NewsletterEvent => ({
  id: `${email}-${at}`,
  event:
    status === "pending" ? "requested" : status === "subscribed" ? "confirmed" : "unsubscribed",
  status,
  email,
  at,
  consent,
});

describe("subscriberStates", () => {
  it("takes each address's latest state and keeps the consent it was given", () => {
    const states = subscriberStates([
      event("a@example.com", "pending", "2026-01-01T00:00:00Z", "Send me news."),
      event("a@example.com", "subscribed", "2026-01-02T00:00:00Z"),
    ]);
    expect(states.get("a@example.com")).toMatchObject({
      status: "subscribed",
      consent: "Send me news.",
    });
  });
});

describe("forgetStale", () => {
  const now = Date.parse("2026-11-23T00:00:00Z");
  const old = new Date(now - FORGET_AFTER_MS - 1).toISOString();
  const recent = new Date(now - 1000).toISOString();

  it("forgets unconfirmed and unsubscribed addresses after 30 days, and keeps subscribers' history", () => {
    const kept = forgetStale(
      [
        event("pending-old@example.com", "pending", old),
        event("pending-new@example.com", "pending", recent),
        event("left@example.com", "subscribed", old),
        event("left@example.com", "unsubscribed", old),
        event("stays@example.com", "pending", old),
        event("stays@example.com", "subscribed", old),
      ],
      now,
    );
    expect(kept.map((item) => `${item.email} ${item.status}`)).toEqual([
      "pending-new@example.com pending",
      "stays@example.com pending",
      "stays@example.com subscribed",
    ]);
  });

  it("runs the clock from when an address stopped being subscribed: no later sign-up restarts it", () => {
    const kept = forgetStale(
      [
        event("left@example.com", "subscribed", old),
        event("left@example.com", "unsubscribed", old),
        // A stranger signs the address up again, yesterday and today.
        event("left@example.com", "pending", new Date(now - 86_400_000).toISOString()),
        event("left@example.com", "pending", recent),
        event("never@example.com", "pending", old),
        event("never@example.com", "pending", recent),
        event("back@example.com", "unsubscribed", old),
        event("back@example.com", "subscribed", recent),
      ],
      now,
    );
    expect(kept.map((item) => item.email)).toEqual(["back@example.com", "back@example.com"]);
  });
});

describe("safeReturnPath", () => {
  it.each([
    ["/blog", "/blog"],
    ["/services/home-cinema-installation", "/services/home-cinema-installation"],
    ["//evil.example", "/"],
    ["https://evil.example", "/"],
    ["/blog?x=<script>", "/"],
    [undefined, "/"],
  ])("%j returns to %j", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe("renderResult", () => {
  it("writes the escaped outcome into the page's marker and titles the page with it", () => {
    const html = renderResult(`<title>Newsletter</title><main>${MESSAGE_MARKER}</main>`, {
      title: "Hello <you>",
      text: "$& $1 text",
    });
    expect(html).toBe(
      '<title>Hello &lt;you&gt;</title><main><h1>Hello &lt;you&gt;</h1><p class="lead">$&amp; $1 text</p><p><a href="/">Return to the home page</a></p></main>',
    );
  });

  it("gives the sign-up form back with the visitor's address escaped and its error tied to it", () => {
    const html = renderResult(
      MESSAGE_MARKER,
      { title: "Please check your e-mail address", text: "Correct it." },
      {
        from: "/blog",
        subscribe: {
          action: "/api/newsletter",
          email: '"><script>alert(1)</script>',
          token: "abc123def456",
          source: "/blog",
          consent: "We send occasional news & guides.",
          error: "That is not an address.",
        },
      },
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('aria-describedby="newsletter-confirm-email-error"');
    const error =
      /<p id="newsletter-confirm-email-error" class="newsletter-form__status">(.*?)<\/p>/.exec(
        html,
      )?.[1];
    expect(error?.replace(/<[^>]+>/g, "")).toBe("Error: That is not an address.");
    expect(html).toMatch(/<input type="hidden" name="_token" value="abc123def456"\/?>/);
    expect(html).toContain("news &amp; guides");
  });
});

describe("a newsletter link's press", () => {
  const secret = "link secret";
  /** The link handler alone on a port, over a store whose calls are the test's. */
  async function linkServer(store: Pick<Store, "hit" | "newsletterEvent">) {
    const newsletter = createNewsletter({
      endpoint: "/api/newsletter",
      store,
      doubleOptIn: true,
      secret: () => Promise.resolve(secret),
      consent: "Send me news.",
      page: () => MESSAGE_MARKER,
      limit: 10,
      windowMs: 60_000,
      trustProxy: 0,
    });
    const server = createServer((req, res) => {
      void newsletter.handle(req, res, new URL(req.url ?? "/", "http://localhost").pathname);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
  const press = (url: string, token: string) =>
    fetch(`${url}/newsletter/confirm`, {
      method: "POST",
      body: new URLSearchParams({ token }),
      redirect: "manual",
    });

  it("is answered 'unavailable' with a wait, not 'over the limit', when the store cannot count it", async () => {
    const written: NewsletterEvent[] = [];
    const server = await linkServer({
      hit: () => Promise.reject(new Error("connection terminated")),
      newsletterEvent: (event) => Promise.resolve(Boolean(written.push(event))),
    });
    const token = signLink(
      { action: "confirm", email: "a@example.com", expiresAt: Date.now() + 60_000 },
      secret,
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await press(server.url, token);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("10");
      const html = await response.text();
      expect(html).toContain(`<h1>${escapeHtml(consultationForm.messages.failed)}</h1>`);
      expect(html).not.toContain(escapeHtml(consultationForm.messages.overLimit));
      expect(written).toEqual([]);
    } finally {
      errors.mockRestore();
      await server.close();
    }
  });

  it("of a signed payload that is not a claim (JSON null, a number, a list) is an invalid link, not a failure", async () => {
    const server = await linkServer({
      hit: () => Promise.resolve({ ok: true }),
      newsletterEvent: () => Promise.reject(new Error("nothing should be written")),
    });
    try {
      for (const json of ["null", "1", "[]", '"confirm"']) {
        const payload = Buffer.from(json).toString("base64url");
        const token = `${payload}.${createHmac("sha256", secret).update(payload).digest("base64url")}`;
        for (const response of [
          await fetch(`${server.url}/newsletter/confirm?token=${token}`),
          await press(server.url, token),
        ]) {
          expect(response.status).toBe(400);
          expect(await response.text()).toContain(
            `<h1>${escapeHtml(newsletter.results.invalid.title)}</h1>`,
          );
        }
      }
    } finally {
      await server.close();
    }
  });
});
