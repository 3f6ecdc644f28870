import { describe, expect, it } from "vitest";
import {
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
