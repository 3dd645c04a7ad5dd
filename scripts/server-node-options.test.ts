/**
 * The server's heap cap (scripts/server-node-options.mjs) is on every command line that starts
 * the production server: `npm start` and the Docker image's CMD.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { SERVER_NODE_OPTIONS } from "./server-node-options.mjs";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

describe("the production server's node options", () => {
  test("cap the old-space heap", () => {
    expect(SERVER_NODE_OPTIONS.some((option) => /^--max-old-space-size=\d+$/.test(option))).toBe(
      true,
    );
  });

  test("npm start passes them before scripts/start.mjs", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts
      .start;
    expect(start).toBe(`node ${SERVER_NODE_OPTIONS.join(" ")} scripts/start.mjs`);
  });

  test("the image's CMD passes them before the bundled server", () => {
    const cmd = read("Dockerfile")
      .split("\n")
      .find((line) => line.startsWith("CMD "));
    expect(cmd && JSON.parse(cmd.slice(4))).toEqual([
      "node",
      ...SERVER_NODE_OPTIONS,
      "dist/node/start.js",
    ]);
  });
});
