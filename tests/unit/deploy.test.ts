import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nginxConfig } from "../../deploy/nginx-config.js";

/** The deploy recipes, checked by the tools that will read them, where they are installed. */
const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx"].find(existsSync);
const SYSTEMD_ANALYZE = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find(existsSync);

function nginxTest(conf: string, prefix: string) {
  return spawnSync(NGINX!, ["-t", "-q", "-c", conf, "-p", prefix, "-e", "stderr"], {
    encoding: "utf8",
  });
}

describe("deploy recipes", () => {
  it("deploy/nginx.conf is what deploy/write-nginx-conf.js writes", async () => {
    const { PRODUCTION } = await import("../../deploy/write-nginx-conf.js");
    expect(readFileSync("deploy/nginx.conf", "utf8")).toBe(nginxConfig(PRODUCTION));
  });

  it.skipIf(!NGINX)("nginx accepts deploy/nginx.conf (nginx -t)", () => {
    const result = nginxTest(path.resolve("deploy/nginx.conf"), tmpdir());
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it.skipIf(!NGINX)("nginx accepts the configuration generated for a built dist/", async () => {
    const temp = await mkdtemp(path.join(tmpdir(), "nginx-conf-"));
    try {
      const conf = path.join(temp, "nginx.conf");
      await writeFile(
        conf,
        nginxConfig({
          root: path.resolve("dist"),
          listen: "127.0.0.1:8080",
          temp,
          upstream: "127.0.0.1:8081",
        }),
      );
      const result = nginxTest(conf, temp);
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
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
