import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, NAME_MAX, TEXT_MAX, cleanField, stripUnsafe } from "./sanitize.ts";

/** What must never survive cleaning, however it is spelled. */
function assertHarmless(output: string) {
  const squeezed = output.replace(/[\s\u0000-\u001f]/g, "").toLowerCase();
  expect(output).not.toMatch(/<\s*script/i);
  expect(squeezed).not.toContain("javascript:");
  expect(output).not.toMatch(/\bon[a-z]+\s*=/i);
}

describe("cleanField", () => {
  it.each([
    ["firstName", "Anne-Marie", "Anne-Marie"],
    ["firstName", "O'Brien", "O'Brien"],
    ["firstName", "Zoë Siân", "Zoë Siân"],
    ["firstName", "R2-D2", "R-D"],
    ["lastName", "Smith<script>", "Smithscript"],
    ["lastName", "Ó Súilleabháin", "Ó Súilleabháin"],
    ["email", "  Ada@Example.COM ", "ada@example.com"],
    ["email", "ada@example", "ada@example"],
    ["phone", "+44 (0)20 7946-0958", "+44 (0)20 7946-0958"],
    ["phone", "020 7946 0958 ext. 12", "020 7946 0958  12"],
    ["phone", "tel: 07700 900123", " 07700 900123"],
    ["projectDescription", "A <b>bold</b> plan", "A <b>bold</b> plan"],
    ["projectDescription", "Hi<script>alert(1)</script> there", "Hi there"],
    ["projectDescription", "see javascript:alert(1)", "see alert(1)"],
    ["projectAddress", '<img src=x onerror="alert(1)">', '<img src=x "alert(1)">'],
    ["budget", "£50,000 – £75,000", "£50,000 – £75,000"],
  ])("%s: %j becomes %j", (name, input, expected) => {
    expect(cleanField(name, input)).toBe(expected);
  });

  it.each([
    ["firstName", NAME_MAX],
    ["lastName", NAME_MAX],
    ["projectAddress", TEXT_MAX],
    ["budget", TEXT_MAX],
    ["projectType", TEXT_MAX],
    ["projectDescription", DESCRIPTION_MAX],
  ])("%s keeps %d characters and cuts the next", (name, cap) => {
    expect(cleanField(name, "a".repeat(cap))).toHaveLength(cap);
    expect(cleanField(name, "a".repeat(cap + 1))).toHaveLength(cap);
    expect(cleanField(name, "a".repeat(cap - 1))).toHaveLength(cap - 1);
  });
});

describe("stripUnsafe", () => {
  it.each([
    ["<scr<script>ipt>alert(1)</script>", "<scr"],
    ["javasjavascript:cript:alert(1)", "alert(1)"],
    ["ononclick=click=x", "click=x"],
    ["<img src=x oneRRor=alert(1) ONLOAD = y>", "<img src=x alert(1)  y>"],
    ["plain text stays", "plain text stays"],
    ["money = more", "money = more"],
    ["Jonathan=1", "Jonathan=1"],
  ])("%j becomes %j", (input, expected) => {
    expect(stripUnsafe(input)).toBe(expected);
  });

  // From OWASP's XSS Filter Evasion Cheat Sheet.
  const owasp = [
    `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
    `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"\`/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
    `<IMG SRC="javascript:alert('XSS');">`,
    `<IMG SRC=javascript:alert('XSS')>`,
    `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
    `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
    "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
    `<a onmouseover="alert(document.cookie)">xxs link</a>`,
    `<a onmouseover=alert(document.cookie)>xxs link</a>`,
    `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`,
    `<IMG SRC=# onmouseover="alert('xxs')">`,
    `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
    `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097">`,
    `<IMG SRC="jav\tascript:alert('XSS');">`,
    `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
    `<IMG SRC="jav&#x0A;ascript:alert('XSS');">`,
    `<IMG SRC="jav&#x0D;ascript:alert('XSS');">`,
    `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
    `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
    `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
    `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
    `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
    `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
    `<SCRIPT SRC=//xss.rocks/.j>`,
    `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
    `<iframe src=http://xss.rocks/scriptlet.html <`,
    `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
    `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
    `<BODY BACKGROUND="javascript:alert('XSS')">`,
    `<IMG DYNSRC="javascript:alert('XSS')">`,
    `<svg/onload=alert('XSS')>`,
    `<BODY ONLOAD=alert('XSS')>`,
    `<BGSOUND SRC="javascript:alert('XSS');">`,
    `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
    `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
    `<TABLE BACKGROUND="javascript:alert('XSS')">`,
    `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
    `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
    `<a href="jav&#x09;ascript:alert(1)">x</a>`,
    `<svg><script>alert(1)</script></svg>`,
    `<details open ontoggle=alert(1)>`,
    `<video><source onerror="alert(1)">`,
  ];

  it.each(owasp)("leaves nothing harmful of %s", (payload) => {
    for (const name of ["projectDescription", "projectAddress", "budget", "email"]) {
      assertHarmless(cleanField(name, payload));
    }
  });
});

describe("properties", () => {
  const fragments = fc.constantFrom(
    "<script",
    "<SCRIPT>",
    "</script>",
    "javascript:",
    "java",
    "script:",
    "\t",
    "&#x09;",
    "onerror=",
    "on",
    "load",
    "=",
    "<",
    ">",
    "a",
    " ",
    "Ω",
  );
  const nasty = fc.oneof(
    fc.string({ maxLength: 3000 }),
    fc.array(fragments, { maxLength: 400 }).map((parts) => parts.join("")),
  );

  it("cleaned text never holds a script tag, a javascript: scheme or an inline handler", () => {
    fc.assert(
      fc.property(
        nasty,
        fc.constantFrom("projectDescription", "projectAddress", "budget", "projectType", "email"),
        (input, name) => {
          assertHarmless(cleanField(name, input));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("cleaned text never passes its cap", () => {
    const caps = {
      firstName: NAME_MAX,
      lastName: NAME_MAX,
      projectDescription: DESCRIPTION_MAX,
      budget: TEXT_MAX,
      email: TEXT_MAX,
    };
    fc.assert(
      fc.property(
        nasty,
        fc.constantFrom(...(Object.keys(caps) as (keyof typeof caps)[])),
        (input, name) => {
          expect(cleanField(name, input).length).toBeLessThanOrEqual(caps[name]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("cleaning twice changes nothing more", () => {
    fc.assert(
      fc.property(
        nasty,
        fc.constantFrom("firstName", "phone", "projectDescription", "budget"),
        (input, name) => {
          const once = cleanField(name, input);
          expect(cleanField(name, once)).toBe(once);
        },
      ),
      { numRuns: 300 },
    );
  });
});
