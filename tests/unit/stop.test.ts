import { spawn, type ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

/**
 * A supervisor (systemd, a container runtime, a terminal's Ctrl-C) signals the process it
 * started, or the whole group: `npm start` must then stop listening and leave nothing running.
 */

/** `npm start` in a process group of its own, on a free port; resolves once it listens. */
function startNpm(): Promise<{ npm: ChildProcess; port: number }> {
  const npm = spawn("npm", ["start"], {
    env: { ...process.env, PORT: "0", DATA_DIR: ".data/stop-test" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(npm);
  let output = "";
  return new Promise((resolve, reject) => {
    npm.once("exit", (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ npm, port: Number(match[1]) });
    };
    npm.stdout.on("data", read);
    npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  });
}

/** True while any process of the group `pgid` exists (zombies aside). */
function groupAlive(pgid: number) {
  try {
    const out = execFileSync("ps", ["-o", "stat=", "-g", String(pgid)], { encoding: "utf8" });
    return out.split("\n").some((stat) => stat.trim() && !stat.startsWith("Z"));
  } catch {
    return false;
  }
}

function portOpen(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

/** The pid of the process listening (the server), a descendant of `npm`. */
function serverPid(pgid: number) {
  const out = execFileSync("ps", ["-o", "pid=,args=", "-g", String(pgid)], { encoding: "utf8" });
  const line = out.split("\n").find((row) => /node .*scripts\/start\.js/.test(row));
  return Number(line?.trim().split(/\s+/)[0]);
}

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0))
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // Already gone, as it should be.
    }
});

describe("npm start under a supervisor", () => {
  const cases: [string, NodeJS.Signals, (npm: number) => number][] = [
    ["SIGTERM to the npm process only", "SIGTERM", (npm) => npm],
    ["SIGINT to the npm process only", "SIGINT", (npm) => npm],
    ["SIGTERM to the server process only", "SIGTERM", (npm) => serverPid(npm)],
    ["SIGTERM to the whole group", "SIGTERM", (npm) => -npm],
  ];
  it.each(cases)(
    "%s: stops listening and leaves no process within 10 s",
    async (_name, signal, target) => {
      const { npm, port } = await startNpm();
      expect(await portOpen(port)).toBe(true);
      const pid = target(npm.pid!);
      expect(Math.abs(pid)).toBeGreaterThan(0);
      process.kill(pid, signal);
      expect(await until(() => !groupAlive(npm.pid!), 10_000)).toBe(true);
      expect(await portOpen(port)).toBe(false);
    },
    240_000,
  );
});
