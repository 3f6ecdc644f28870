import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { capCharacters, characterCount, removeControls, stripUnsafe } from "./sanitize.ts";

/** Numeric references and the named ones a browser decodes inside a URL, read greedily as it does. */
function decodeReferences(text: string): string {
  return text.replace(
    /&#x([\da-f]+);?|&#(\d+);?|&(tab|newline|colon);/gi,
    (_, hex?: string, decimal?: string, name?: string) => {
      if (name) return { tab: "\t", newline: "\n", colon: ":" }[name.toLowerCase()]!;
      const code = hex ? parseInt(hex, 16) : Number(decimal);
      return code <= 0x10ffff ? String.fromCodePoint(code) : "\uFFFD";
    },
  );
}

/** Where a browser reads handlers and schemes: tags, and style elements. */
const MARKUP = /<style\b[\s\S]*?(?:<\/style\s*>|$)|<[\s/]*[a-z!?][^>]*>?/gi;

/** What must never survive cleaning, however it is spelled. */
function assertHarmless(output: string) {
  expect(output).not.toMatch(/<\s*\/?\s*script\b/i);
  expect(output.replace(/^[\s\u0000-\u001f]+/, "").toLowerCase()).not.toMatch(/^javascript:/);
  for (const markup of output.match(MARKUP) ?? []) {
    expect(markup).not.toMatch(/\bon\w+\s*=/i);
    // Inside an attribute a browser decodes `&#106;` to `j` before it reads the scheme.
    const decoded = decodeReferences(markup).replace(/[\u0000-\u0020]/g, "");
    expect(decoded.toLowerCase()).not.toContain("javascript:");
  }
}

describe("stripUnsafe", () => {
  it.each([
    // Prose is kept whole, whatever it looks like.
    ["plain text stays", "plain text stays"],
    ["one=two", "one=two"],
    ["onscreen=games and online=fine", "onscreen=games and online=fine"],
    ["seats: one = front row", "seats: one = front row"],
    ["money = more", "money = more"],
    ["I love javascript: it runs the lights", "I love javascript: it runs the lights"],
    ["Fish & chips <3 for two", "Fish & chips <3 for two"],
    ["A <b>bold</b> plan", "A <b>bold</b> plan"],
    ["&lt;script&gt; is shown as text", "&lt;script&gt; is shown as text"],
    // Script elements and tags go, with what they hold.
    ["Hi<script>alert(1)</script> there", "Hi there"],
    ["<SCRIPT SRC=x.js></SCRIPT>after", "after"],
    ["<scr<script>ipt>alert(1)</script>", "<scr"],
    ["<sc<script>ript src=x>", ""],
    // A value that opens with the scheme loses it.
    ["javascript:alert(1)", "alert(1)"],
    ["  JavaScript:alert(1)", "alert(1)"],
    // Inside markup, handlers and schemes go, however they are spelled.
    ['<img src=x onerror="alert(1)">', '<img src=x "alert(1)">'],
    ["<img src=x oneRRor=alert(1) ONLOAD = y>", "<img src=x alert(1)  y>"],
    ['<img src="x"onerror=alert(1)>', '<img src="x"alert(1)>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a href="alert(1)">x</a>'],
    // Inside a tag even quoted text that looks like a handler goes: a browser reads no further.
    ['<a title="one=two" href=/>x</a>', '<a title="two" href=/>x</a>'],
  ])("%j becomes %j", (input, expected) => {
    expect(stripUnsafe(input)).toBe(expected);
  });

  // From OWASP's XSS Filter Evasion Cheat Sheet, with a few modern handler tricks at the end.
  const owasp = [
    `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
    `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"\`/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
    `<IMG SRC="javascript:alert('XSS');">`,
    `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
    `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
    "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
    `<a onmouseover="alert(document.cookie)">xxs link</a>`,
    `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`,
    `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
    `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
    `<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>`,
    `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>`,
    `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
    `<IMG SRC=java\u0000script:alert("XSS")>`,
    `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
    `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
    `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
    `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
    `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
    `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
    `<svg/onload=alert('XSS')>`,
    `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
    `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
    `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
    `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
    `<a href="javas&#99;ript:alert(1)">x</a>`,
    `<svg><script>alert(1)</script></svg>`,
    `<details open ontoggle=alert(1)>`,
    `<img src=x onerror\n=alert(1)>`,
  ];

  it.each(owasp)("leaves nothing harmful of %s", (payload) => {
    assertHarmless(stripUnsafe(payload));
  });

  const fragments = fc.constantFrom(
    "<script",
    "<SCRIPT>",
    "</script>",
    "javascript:",
    "java",
    "script:",
    "\t",
    "&#x09;",
    "&#106;",
    "onerror=",
    "on",
    "load",
    "=",
    "<",
    "<a ",
    ">",
    "a",
    " ",
    "Ω",
  );
  const nasty = fc.oneof(
    fc.string({ maxLength: 2000 }),
    fc.array(fragments, { maxLength: 300 }).map((parts) => parts.join("")),
  );

  it("never leaves a script tag, a leading scheme, or a handler or scheme inside markup", () => {
    fc.assert(
      fc.property(nasty, (input) => assertHarmless(stripUnsafe(input))),
      { numRuns: 400 },
    );
  });

  it("changes nothing more when run twice", () => {
    fc.assert(
      fc.property(nasty, (input) => {
        const once = stripUnsafe(input);
        expect(stripUnsafe(once)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});

describe("removeControls", () => {
  it.each([
    ["Line one\nLine two", "Line one\nLine two"],
    ["Line one\r\nLine two\rthree", "Line one\nLine two\nthree"],
    ["tab\tstays", "tab\tstays"],
    ["bell\u0007 and null\u0000 go", "bell and null go"],
    ["C1\u0085 goes", "C1 goes"],
    ["lone \ud800 high", "lone  high"],
    ["lone \udc00 low", "lone  low"],
    ["pair 𝒜 kept", "pair 𝒜 kept"],
  ])("%j becomes %j", (input, expected) => {
    expect(removeControls(input)).toBe(expected);
  });
});

describe("capCharacters", () => {
  it("counts a letter written as a surrogate pair once, and never splits it", () => {
    expect(capCharacters(`${"x".repeat(48)}𝒜`, 49)).toBe(`${"x".repeat(48)}𝒜`);
    expect(capCharacters(`${"x".repeat(49)}𝒜`, 49)).toBe("x".repeat(49));
    expect(characterCount("𝒜𝒜")).toBe(2);
  });
});
