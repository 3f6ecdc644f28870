// @ts-check
/**
 * Writes `deploy/nginx.conf`, the whole site behind nginx: the build's files served as the
 * static hosts serve them, the form endpoints and the newsletter passed to the Node process
 * (`npm run serve` on port 8080). Edit the values here, then run
 * `node deploy/write-nginx-conf.js`; a test checks the result with `nginx -t`.
 */
import { writeFileSync } from "node:fs";
import { nginxConfig } from "./nginx-config.js";

export const PRODUCTION = {
  root: "/srv/aurum/dist",
  listen: "80",
  serverName: "www.aurumcinema.co.uk",
  upstream: "127.0.0.1:8080",
};

writeFileSync(new URL("nginx.conf", import.meta.url), nginxConfig(PRODUCTION));
