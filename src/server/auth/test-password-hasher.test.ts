/**
 * The cheap hasher is the test runs' only (test-password-hasher.ts): production and
 * development hash with better-auth's full-strength scrypt, and the two kinds of hash cannot
 * be mistaken for each other.
 */
import {
  hashPassword as hashFullStrength,
  verifyPassword as verifyFullStrength,
} from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { hashPassword } from "../db/factories";
import { createTestContext, type TestContext } from "../test/test-app";
import { passwordHasherFor, TEST_HASH_PREFIX, testPasswordHasher } from "./test-password-hasher";

describe("passwordHasherFor", () => {
  test("production and development get better-auth's own hasher, even inside Vitest", () => {
    expect(passwordHasherFor({ NODE_ENV: "production", VITEST: "true" })).toBeUndefined();
    expect(passwordHasherFor({ NODE_ENV: "development", VITEST: "true" })).toBeUndefined();
    expect(passwordHasherFor({ NODE_ENV: undefined, VITEST: "true" })).toBeUndefined();
  });

  test("NODE_ENV=test outside Vitest (a server started so by mistake) gets it too", () => {
    expect(passwordHasherFor({ NODE_ENV: "test" })).toBeUndefined();
  });

  test("only a Vitest run with NODE_ENV=test gets the test hasher", () => {
    expect(passwordHasherFor({ NODE_ENV: "test", VITEST: "true" })).toBe(testPasswordHasher);
  });
});

describe("the test hasher", () => {
  test("verifies the password it hashed and refuses another", async () => {
    const hash = await testPasswordHasher.hash("correct horse");
    expect(hash.startsWith(TEST_HASH_PREFIX)).toBe(true);
    expect(await testPasswordHasher.verify({ hash, password: "correct horse" })).toBe(true);
    expect(await testPasswordHasher.verify({ hash, password: "correct horsf" })).toBe(false);
  });

  test("salts every hash", async () => {
    const first = await testPasswordHasher.hash("same password");
    expect(await testPasswordHasher.hash("same password")).not.toBe(first);
  });

  test("normalises like better-auth's (NFKC): composed and decomposed forms match", async () => {
    const hash = await testPasswordHasher.hash("caf\u00e9-pass");
    expect(await testPasswordHasher.verify({ hash, password: "cafe\u0301-pass" })).toBe(true);
  });

  test("a test hash never verifies with the full-strength verifier", async () => {
    const hash = await testPasswordHasher.hash("correct horse");
    expect(await verifyFullStrength({ hash, password: "correct horse" })).toBe(false);
  });

  test("a full-strength hash (N=16384, r=16) still verifies through it", async () => {
    const hash = await hashFullStrength("correct horse");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await testPasswordHasher.verify({ hash, password: "correct horse" })).toBe(true);
    expect(await testPasswordHasher.verify({ hash, password: "wrong horse" })).toBe(false);
  });
});

describe("the test app", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  test("hashes through the test hasher, as the factories and the demo seed do", async () => {
    const hash = await hashPassword(ctx.auth, "right-pass");
    expect(hash.startsWith(TEST_HASH_PREFIX)).toBe(true);
  });
});
