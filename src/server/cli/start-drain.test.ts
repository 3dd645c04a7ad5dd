/**
 * SIGTERM drains (docs/decisions/reliability.md): the real server process (`npm start`
 * without npm: scripts/start.mjs runs the server bundle, building it first when it is stale; on
 * PGlite in a temp data folder, demo data seeded) gets SIGTERM while a request is in flight
 * (its body still arriving) and a live-update stream is open. The stream is ended at once, the
 * request completes with its normal answer, new connections are refused, and the process exits
 * 0 only after that answer.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { freePort } from "../../../scripts/chaos/free-port";
import { validRequest } from "../test/loan-request-api";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
let child: ChildProcess;
let baseUrl: string;
let output = "";
let exited: Promise<{ code: number | null; at: number }>;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lenderlane-drain-"));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["scripts/start.mjs"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      SKIP_WEB_BUILD: "1",
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  exited = new Promise((resolve) => {
    child.on("exit", (code) => resolve({ code, at: Date.now() }));
  });
  const deadline = Date.now() + 150_000;
  while (true) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`The server did not start:\n${output}`);
    }
    await sleep(250);
  }
}, 180_000);

afterAll(() => {
  if (child?.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** A POST whose body is sent in two halves, the second one when `second` resolves. */
function slowPost(url: string, body: unknown, second: Promise<unknown>) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  return new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(text),
          origin: baseUrl,
          "x-forwarded-for": "198.51.100.20",
        },
      },
      (res) => {
        let data = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          data += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: data, at: Date.now() }));
      },
    );
    req.on("error", reject);
    req.write(text.slice(0, half));
    void second.then(() => req.end(text.slice(half)));
  });
}

describe("SIGTERM", () => {
  test("lets the request in flight finish, ends live streams, refuses new connections, exits 0", async () => {
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl },
      body: JSON.stringify({ email: "borrower@example.com", password: "demo1234" }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    const stream = await fetch(`${baseUrl}/api/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamEnded = (async () => {
      const reader = stream.body?.getReader();
      while (reader && !(await reader.read()).done) {
        // heartbeats and events until the server ends the stream
      }
      return Date.now();
    })();

    let sendRest: () => void = () => {};
    const rest = new Promise<void>((resolve) => {
      sendRest = resolve;
    });
    const inFlight = slowPost(
      `${baseUrl}/api/loan-requests/anonymous`,
      { email: "drain.visitor@example.com", request: validRequest({ customName: "Drain test" }) },
      rest,
    );
    await sleep(500);

    const signalledAt = Date.now();
    child.kill("SIGTERM");
    // The live stream does not hold the drain: it ends while the request is still arriving.
    const streamEndedAt = await streamEnded;
    expect(streamEndedAt - signalledAt).toBeLessThan(8_000);
    // New connections are no longer accepted.
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();

    sendRest();
    const answer = await inFlight;
    expect(answer.status, answer.body).toBe(202);
    const exit = await exited;
    expect(exit.code, output).toBe(0);
    expect(exit.at).toBeGreaterThanOrEqual(answer.at);
  }, 60_000);
});
