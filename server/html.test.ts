import { describe, expect, it } from "vitest";
import { escapeHtml, markup } from "./html.ts";

describe("html", () => {
  it("escapes every interpolation for text and quoted attributes", () => {
    const typed = `"><script>alert('x')</script>&`;
    expect(markup`<p title="${typed}">${typed}</p>`.value).toBe(
      `<p title="${escapeHtml(typed)}">${escapeHtml(typed)}</p>`,
    );
    expect(escapeHtml(typed)).toBe(
      "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;",
    );
  });

  it("keeps nested html and lists of it as markup, and drops empty parts", () => {
    const items = ["a<b", "c"].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}</ul>${false}${undefined}`.value).toBe(
      "<ul><li>a&lt;b</li><li>c</li></ul>",
    );
  });

  it("escapes every character that could open markup or leave an attribute", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it.each([
    ["nothing", null, ""],
    ["undefined", undefined, ""],
    ["a number", 12, "12"],
    ["a boolean", true, "true"],
    ["a list a request carried", ["a", "<b>"], "[&quot;a&quot;,&quot;&lt;b&gt;&quot;]"],
    ["an object a request carried", { x: 1 }, "{&quot;x&quot;:1}"],
  ])("writes %s as text", (_, value, text) => {
    expect(escapeHtml(value)).toBe(text);
  });
});
