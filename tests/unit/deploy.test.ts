import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HEADERS_FILE, nginxConfig, nginxHeaders } from "../../deploy/nginx-config.js";
import { parseHeaders } from "../../server/headers.js";

/** The deploy recipes, checked by the tools that will read them, where they are installed. */
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find(existsSync);
const SYSTEMD_ANALYZE = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find(existsSync);

function nginxTest(conf: string, prefix: string) {
  return spawnSync(NGINX!, ["-t", "-q", "-c", conf, "-p", prefix, "-e", "stderr"], {
    encoding: "utf8",
  });
}

/** A `_headers` file as the build writes one. */
const HEADERS = `/*
  Content-Security-Policy: default-src 'self'; img-src 'self' data:
  X-Frame-Options: DENY

https://example.org/*
  X-Robots-Tag: noindex

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/about
  Cache-Control: no-cache
`;

describe("deploy recipes", () => {
  it("deploy/nginx.conf is what deploy/write-nginx-conf.js writes", async () => {
    const { PRODUCTION } = await import("../../deploy/write-nginx-conf.js");
    expect(readFileSync("deploy/nginx.conf", "utf8")).toBe(nginxConfig(PRODUCTION));
  });

  it.skipIf(!NGINX)(
    "nginx accepts deploy/nginx.conf with a build's headers (nginx -t)",
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), "nginx-root-"));
      try {
        await writeFile(path.join(root, HEADERS_FILE), nginxHeaders(parseHeaders(HEADERS)));
        const { PRODUCTION } = await import("../../deploy/write-nginx-conf.js");
        const production = readFileSync("deploy/nginx.conf", "utf8");
        expect(production).toContain(`include ${PRODUCTION.root}/${HEADERS_FILE};`);
        const conf = path.join(root, "nginx.conf");
        await writeFile(conf, production.replaceAll(PRODUCTION.root, root));
        const result = nginxTest(conf, root);
        expect(result.stderr).toBe("");
        expect(result.status).toBe(0);

        await writeFile(
          conf,
          nginxConfig({ root, listen: "127.0.0.1:8080", temp: root, upstream: "127.0.0.1:8081" }),
        );
        expect(nginxTest(conf, root).stderr).toBe("");
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  );

  it("turns every block of _headers into nginx maps, leaving the Node process's paths alone", () => {
    const out = nginxHeaders(parseHeaders(HEADERS));
    expect(out).toContain(`map $site_path $site_header_x_frame_options {`);
    expect(out).toContain(`add_header X-Frame-Options $site_header_x_frame_options always;`);
    expect(out).toContain(`"~(?s)^/assets/.*$" "public, max-age=31536000, immutable";`);
    // Quotes in a value are escaped; the 404 page revalidates whatever its path.
    expect(out).toContain(`"default-src 'self'; img-src 'self' data:"`);
    expect(out).toContain(`map $status $site_header_cache_control_sent {`);
    expect(out).not.toContain("example.org");
    expect(() => nginxHeaders(parseHeaders("/*\n  X-Price: $5\n"))).toThrow(
      /nginx cannot send X-Price/,
    );
  });

  it.skipIf(!SYSTEMD_ANALYZE)("systemd accepts deploy/aurum.service", () => {
    const result = spawnSync(SYSTEMD_ANALYZE!, ["verify", "deploy/aurum.service"], {
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("netlify.toml publishes dist with the build command", () => {
    const toml = readFileSync("netlify.toml", "utf8");
    expect(toml).toMatch(/^\s*publish = "dist"$/m);
    expect(toml).toMatch(/^\s*command = "npm run build"$/m);
  });
});

if (!NGINX) console.log("nginx is not installed: the nginx configuration is not checked.");
if (!SYSTEMD_ANALYZE) console.log("systemd-analyze is not installed: the unit is not checked.");
