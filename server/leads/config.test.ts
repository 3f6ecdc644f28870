import { describe, expect, it } from "vitest";
import { describeLeadsConfig, emailEnabled, readLeadsConfig, redactUrl } from "./config.ts";

const site = { name: "Aurum Cinema & Smart Home", email: "hello@aurumcinema.co.uk" };

describe("readLeadsConfig", () => {
  it("turns everything off when nothing is set, and says so at start-up", () => {
    const config = readLeadsConfig({}, site);
    expect(emailEnabled(config)).toBe(false);
    expect(config.webhookUrl).toBeUndefined();
    expect(describeLeadsConfig(config, ".data").join("\n")).toMatch(
      /notifications are off: set SMTP_URL/,
    );
  });

  it("reads several recipients and defaults the sender to the site's name and address", () => {
    const config = readLeadsConfig(
      { SMTP_URL: "smtp://127.0.0.1:2525", LEADS_TO: "a@example.com, b@example.com;c@example.com" },
      site,
    );
    expect(config.to).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
    expect(config.from).toBe('"Aurum Cinema & Smart Home" <hello@aurumcinema.co.uk>');
    expect(emailEnabled(config)).toBe(true);
  });

  it("sends to the site's address when LEADS_TO is not set", () => {
    expect(readLeadsConfig({ SMTP_URL: "smtp://localhost" }, site).to).toEqual([site.email]);
  });

  it("drops a recipient that could carry a header, with a warning", () => {
    const config = readLeadsConfig(
      { LEADS_TO: "ok@example.com,evil@example.com\r\nBcc: x@y.z" },
      site,
    );
    expect(config.to).toEqual(["ok@example.com"]);
    expect(config.warnings.join()).toMatch(/LEADS_TO: ignored/);
  });

  it("refuses a webhook without a secret: an unsigned hook could be forged", () => {
    const config = readLeadsConfig({ LEADS_WEBHOOK_URL: "https://crm.example/hook" }, site);
    expect(config.webhookUrl).toBeUndefined();
    expect(config.warnings.join()).toMatch(/without LEADS_WEBHOOK_SECRET/);
  });

  it("accepts only an origin as SITE_URL, without a trailing slash", () => {
    expect(readLeadsConfig({ SITE_URL: "https://www.example.co.uk/" }, site).siteUrl).toBe(
      "https://www.example.co.uk",
    );
    expect(
      readLeadsConfig({ SITE_URL: "https://www.example.co.uk/blog" }, site).siteUrl,
    ).toBeUndefined();
  });
});

describe("redactUrl", () => {
  it("hides the password of a connection URL before it is printed", () => {
    expect(redactUrl("smtp://user:s3cret@mail.example.com:587")).toBe(
      "smtp://user:****@mail.example.com:587",
    );
  });
});
