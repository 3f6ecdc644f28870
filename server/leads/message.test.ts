import { describe, expect, it } from "vitest";
import { FORM_COPY } from "../../core/forms/form-words.ts";
import { acknowledgementMessage } from "./acknowledgement.ts";
import { fieldLabel, headerText, leadMessage, ukTime, type Lead } from "./message.ts";

const options = {
  from: "site@example.co.uk",
  to: ["sales@example.co.uk"],
  siteName: "Aurum",
  domain: "example.co.uk",
};
const lead: Lead = {
  id: "3f1c",
  receivedAt: "2026-07-01T09:30:00.000Z",
  formKey: "hero-form",
  origin: "https://www.example.co.uk",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  projectDescription: "Line one\nLine <two>",
};

describe("headerText", () => {
  it.each([
    ["a\r\nBcc: x@y.z", "a Bcc: x@y.z"],
    ["a\nb", "a b"],
    ["a\u2028b\u0000c", "a b c"],
    ["  spaced   out  ", "spaced out"],
  ])("makes %j one line: %j", (input, expected) => {
    expect(headerText(input)).toBe(expected);
  });

  it("caps the length", () => {
    expect(headerText("x".repeat(500), 10)).toHaveLength(10);
  });
});

describe("ukTime", () => {
  it("gives summer times in BST and winter times in GMT", () => {
    expect(ukTime("2026-07-01T09:30:00Z")).toBe("Wednesday, 1 July 2026 at 10:30 BST");
    expect(ukTime("2026-12-01T09:30:00Z")).toBe("Tuesday, 1 December 2026 at 09:30 GMT");
  });
});

describe("fieldLabel", () => {
  it("names a field as its form labels it, and spells out one no form labels", () => {
    expect(fieldLabel("budget", "contact")).toBe(FORM_COPY.contact.labels.budget);
    expect(fieldLabel("budget", "consultation")).toBe(FORM_COPY.consultation.labels.budget);
    expect(fieldLabel("budgetRange")).toBe(FORM_COPY.contact.labels.budgetRange);
    expect(fieldLabel("preferredCallTime")).toBe("Preferred Call Time");
  });
});

describe("leadMessage", () => {
  it("names the form and the visitor, replies to the visitor and lists every field", () => {
    const message = leadMessage("consultation", lead, options);
    expect(message.subject).toBe("Consultation request from Ada Lovelace");
    expect(message.replyTo).toEqual({ name: "Ada Lovelace", address: "ada@example.com" });
    expect(message.text).toContain(
      `${FORM_COPY.consultation.labels.projectDescription}: Line one\n    Line <two>`,
    );
    expect(message.text).toContain("Form key: hero-form");
    expect(message.text).toContain("Origin: https://www.example.co.uk");
    expect(message.text).toContain("Received: Wednesday, 1 July 2026 at 10:30 BST (UK time)");
    expect(message.html).toContain("Line one\nLine &lt;two&gt;");
    expect(message.messageId).toBe("<lead-3f1c@example.co.uk>");
  });

  it("sets no Reply-To when the address is not a plain one", () => {
    expect(
      leadMessage("contact", { ...lead, email: "a@b.c>, x@y.z" }, options).replyTo,
    ).toBeUndefined();
  });

  it("still reads when the visitor left their name out", () => {
    const { firstName: _f, lastName: _l, ...anonymous } = lead;
    expect(leadMessage("contact", anonymous, options).subject).toBe(
      "Contact enquiry from a visitor",
    );
  });
});

describe("links in the lead e-mail", () => {
  it("makes only the planner's link on the site's own origin clickable, never a typed one", () => {
    const message = leadMessage(
      "consultation",
      {
        ...lead,
        projectDescription: "https://evil.example/login",
        projectAddress: "http://evil.example",
        roomLink: "https://www.aurumcinema.co.uk/plan-your-cinema?length=7",
      },
      { ...options, siteOrigin: "https://www.aurumcinema.co.uk" },
    );
    const links = [...message.html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(["https://www.aurumcinema.co.uk/plan-your-cinema?length=7"]);
    expect(message.html).toContain("https://evil.example/login");
    const forged = leadMessage(
      "consultation",
      { ...lead, roomLink: "https://www.aurumcinema.co.uk.evil.example/x" },
      { ...options, siteOrigin: "https://www.aurumcinema.co.uk" },
    );
    expect(forged.html).not.toContain("<a href");
  });
});

describe("acknowledgementMessage", () => {
  const ack = {
    from: "site@example.co.uk",
    siteName: "Aurum",
    siteOrigin: "https://www.aurumcinema.co.uk",
    hours: 2,
    domain: "example.co.uk",
  };
  it("answers the visitor alone, with the 2-hour reply and their design's link when they sent one", () => {
    const design = "https://www.aurumcinema.co.uk/plan-your-cinema?length=7";
    const message = acknowledgementMessage("consultation", { ...lead, roomLink: design }, ack);
    expect(message.to).toEqual(["ada@example.com"]);
    expect(message.text).toMatch(/^Dear Ada,/);
    expect(message.text).toContain("within 2 hours");
    expect(message.text).toContain(design);
    expect(message.html).toContain(`<a href="${design}">`);
    const plain = acknowledgementMessage("contact", lead, ack);
    expect(plain.text).not.toContain("plan-your-cinema");
    expect(plain.html).not.toContain("<a href");
  });

  it("is never sent to an address that is not one mailbox", () => {
    expect(() =>
      acknowledgementMessage("contact", { ...lead, email: "evil<victim@example.com>" }, ack),
    ).toThrow();
  });
});
