import { describe, expect, it } from "vitest";
import { FORM_COPY } from "../../forms/words.ts";
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
    expect(leadMessage("contact", anonymous as Lead, options).subject).toBe(
      "Contact enquiry from a visitor",
    );
  });
});
