// scripts/server.mjs's shutdown, on a real process and real signals: a request in flight when SIGTERM arrives
// still gets its answer, new connections are refused, the cleanup (the database pool) runs, the exit code is 0.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import http from "node:http";
import path from "node:path";
import readline from "node:readline";
import { afterEach, describe, expect, it } from "vitest";

const fixture = path.join(import.meta.dirname, "helpers/slow-server.mjs");
let child: ChildProcessWithoutNullStreams | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
});

function start(env: Record<string, string> = {}) {
  const proc = spawn(process.execPath, [fixture], { env: { ...process.env, ...env } });
  child = proc;
  const lines: string[] = [];
  const waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  readline.createInterface({ input: proc.stdout }).on("line", (line) => {
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.test(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const waitFor = (test: (line: string) => boolean) =>
    new Promise<string>((resolve) => {
      const seen = lines.find(test);
      if (seen) resolve(seen);
      else waiters.push({ test, resolve });
    });
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  return { proc, lines, waitFor, exited };
}

function get(port: number, pathname: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  it("lets the request in flight finish after SIGTERM, refuses new ones, cleans up and exits 0", async () => {
    const server = start();
    const port = Number((await server.waitFor((l) => l.startsWith("listening "))).split(" ")[1]);
    expect((await get(port, "/")).body).toBe("fast");

    const slow = get(port, "/slow");
    await server.waitFor((l) => l === "received");
    server.proc.kill("SIGTERM");
    await server.waitFor((l) => l.includes("SIGTERM"));

    await expect(get(port, "/")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(server.lines).not.toContain("cleanup");
    server.proc.stdin.write("release\n");

    expect(await slow).toEqual({ status: 200, body: "done" });
    expect(await server.exited).toBe(0);
    expect(server.lines).toContain("cleanup");
  });

  it("cuts a request still running when the grace period ends, and still exits 0", async () => {
    const server = start({ GRACE_MS: "300" });
    const port = Number((await server.waitFor((l) => l.startsWith("listening "))).split(" ")[1]);
    const slow = get(port, "/slow").then(
      () => "answered",
      (error: NodeJS.ErrnoException) => error.code,
    );
    await server.waitFor((l) => l === "received");
    server.proc.kill("SIGTERM");

    expect(await slow).toBe("ECONNRESET");
    expect(await server.exited).toBe(0);
    expect(server.lines).toContain("cleanup");
  });

  it("exits 0 when the cleanup hangs, once its time is up", async () => {
    const server = start({ CLEANUP_MS: "300", HANG_CLEANUP: "1" });
    await server.waitFor((l) => l.startsWith("listening "));
    server.proc.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.lines).toContain("cleanup");
    expect(server.lines).toContain("[server] cleanup still running after 300 ms: exiting without it");
  });
});
