/**
 * Connection-level limits of the app (issue 10, item 10): a client that sends its body too
 * slowly is cut off; the web build publishes no source maps.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import viteConfig from "../../vite.config";
import { type App, buildApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { createMailer } from "./mail/mailer";
import { createTestAuth } from "./test/test-auth";
import { openTestDatabase } from "./test/test-database";

let handle: DatabaseHandle;
let app: App;
beforeAll(async () => {
  handle = await openTestDatabase();
  const mailer = createMailer({ db: handle.db, smtpUrl: undefined, from: "t@example.com" });
  app = await buildApp({
    db: handle.db,
    auth: createTestAuth(handle.db),
    mailer,
    baseUrl: "http://localhost:3000",
    supportEmail: "support@example.com",
    isProduction: false,
    webDistDir: "/nonexistent-web-build",
    requestTimeoutMs: 500,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

/** Sends headers and part of a body, then nothing; resolves with what the server answered. */
function slowBody(port: number): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(
        "POST /api/lender-signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      );
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    socket.on("close", () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error("the server kept the slow connection open"));
    }, 10_000);
  });
}

describe("connection limits", () => {
  test("a request whose body never completes is answered 408 and closed", async () => {
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    const { answer, closedAfterMs } = await slowBody(address.port);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  test("the web build publishes no source maps (client and server entry)", async () => {
    for (const isSsrBuild of [false, true]) {
      const config = await viteConfig({ command: "build", mode: "production", isSsrBuild });
      expect(config.build?.sourcemap).toBe(false);
    }
  });
});
