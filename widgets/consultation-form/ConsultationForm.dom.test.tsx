// @vitest-environment jsdom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consultationForm } from "../../core/content/words.ts";
import { consultation } from "../../core/forms/definitions.ts";
import { ConsultationForm } from "./ConsultationForm.tsx";
import { DEFAULT_COPY } from "./copy.ts";
import { PartnerConsultationForm } from "./partner-form.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const copy = consultationForm;
let host: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  // The token endpoint answers at once with a token that may be used at once.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ token: "abcdefghij0123456789", minFillMs: 0 })),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host.remove();
  vi.unstubAllGlobals();
});

async function mount(props: Partial<Parameters<typeof ConsultationForm>[0]> = {}) {
  await act(async () => {
    root = createRoot(host);
    root.render(<ConsultationForm copy={DEFAULT_COPY} {...props} />);
  });
  return host.querySelector("form")!;
}

const control = (name: string) => host.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

/** Types into a controlled field the way a browser does, so React sees the change. */
async function type(name: string, value: string) {
  const element = control(name);
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype.prototype, "value")!.set!.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    host.querySelector("form")!.requestSubmit();
  });
}

describe("the built form", () => {
  const built = renderToString(<PartnerConsultationForm formKey="partner-a" />);
  const page = new DOMParser().parseFromString(built, "text/html");

  it("is a native form that posts to the endpoint without script", () => {
    const form = page.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/consultation");
    expect(form.hasAttribute("novalidate")).toBe(false);
  });

  it.each(consultation.fields.map((field) => [field.name, field] as const))(
    "draws %s from its definition",
    (name, field) => {
      const element = page.querySelector(`[name="${name}"]`)!;
      expect(element.tagName.toLowerCase()).toBe(
        field.control === "input" ? "input" : field.control,
      );
      expect(element.hasAttribute("required")).toBe(Boolean(field.required));
      if (field.control !== "select")
        expect(element.getAttribute("maxlength")).toBe(String(field.maxLength));
      if (field.type) expect(element.getAttribute("type")).toBe(field.type);
      if (field.autocomplete) expect(element.getAttribute("autocomplete")).toBe(field.autocomplete);
      const label = page.querySelector(`label[for="${element.id}"]`);
      expect(label?.textContent).toBe((copy.labels as Record<string, string>)[name]);
    },
  );

  it("carries the honeypot, an empty token and the form key, the same on every build", () => {
    expect(page.querySelector('[name="website"]')!.getAttribute("tabindex")).toBe("-1");
    expect(page.querySelector('[name="_token"]')!.getAttribute("value")).toBe("");
    expect(page.querySelector('[name="_formKey"]')!.getAttribute("value")).toBe("partner-a");
    expect(renderToString(<PartnerConsultationForm formKey="partner-a" />)).toBe(built);
  });

  it("is adopted by hydration without a mismatch, then fetches its token", async () => {
    host.innerHTML = built;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(host, <PartnerConsultationForm formKey="partner-a" />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(control("_token").value).toBe("abcdefghij0123456789");
    expect((host.querySelector("form") as HTMLFormElement).noValidate).toBe(true);
  });
});

describe("the running form", () => {
  it("ties an error to its field once the field is left, with a hidden 'Error:'", async () => {
    await mount();
    await type("email", "not-an-address");
    expect(host.textContent).not.toContain(copy.messages.emailInvalid);
    await act(async () =>
      control("email").dispatchEvent(new FocusEvent("focusout", { bubbles: true })),
    );
    const error = document.getElementById(control("email").getAttribute("aria-describedby")!)!;
    expect(error.textContent).toBe(`Error: ${copy.messages.emailInvalid}`);
    expect(control("email").getAttribute("aria-invalid")).toBe("true");
  });

  it("on a failed submit shows a focused summary linking to each field, and sends nothing", async () => {
    await mount();
    await submit();
    const summary = host.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]')!;
    expect(document.activeElement).toBe(summary);
    const links = [...summary.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    const required = consultation.fields.filter((field) => field.required);
    expect(links).toEqual(required.map((field) => `#${control(field.name).id}`));
    expect(vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(
      0,
    );
  });

  it("shows the server's field errors on their fields (422) and clears one when it changes", async () => {
    await mount();
    vi.mocked(fetch).mockImplementation(async (_, init) =>
      init?.method === "POST"
        ? Response.json({ ok: false, fields: { email: "invalid" } }, { status: 422 })
        : Response.json({ token: "abcdefghij0123456789", minFillMs: 0 }),
    );
    await type("firstName", "Ada");
    await type("lastName", "Lovelace");
    await type("email", "ada@example.com");
    await submit();
    expect(control("email").getAttribute("aria-invalid")).toBe("true");
    await type("email", "ada@example.org");
    expect(control("email").getAttribute("aria-invalid")).toBeNull();
  });

  it("offers the business's e-mail when the request fails", async () => {
    await mount({ contactEmail: "studio@example.com" });
    vi.mocked(fetch).mockImplementation(async (_, init) => {
      if (init?.method === "POST") throw new TypeError("Failed to fetch");
      return Response.json({ token: "abcdefghij0123456789", minFillMs: 0 });
    });
    await type("firstName", "Ada");
    await type("lastName", "Lovelace");
    await type("email", "ada@example.com");
    await submit();
    const alert = host.querySelector(".cf-status--error")!;
    expect(alert.textContent).toContain(copy.messages.failed);
    expect(alert.querySelector("a")!.getAttribute("href")).toBe("mailto:studio@example.com");
    expect(control("firstName").value).toBe("Ada");
  });
});
