/**
 * The password hasher of the test runs only (docs/decisions/2026-11-27-test-password-hashing.md).
 * better-auth hashes with scrypt at N=16384, r=16 (32 MiB, ~0.1-0.2 s of CPU per hash), on
 * purpose. The test suite hashes over a thousand times (every sign-up, password sign-in and
 * factory user with a password, and the dummy hash of a sign-in to an unknown email), which
 * was minutes of a CI run. Under Vitest the same scrypt runs with small parameters; everything
 * else (salt, NFKC normalisation, better-auth's calls to hash and verify) is unchanged.
 *
 * Production and development never get it: `passwordHasherFor` returns it only when NODE_ENV
 * is "test" AND Vitest runs the process (VITEST is set), so a server started with NODE_ENV=test
 * by mistake still hashes with full strength. Its hashes carry a prefix of their own, which
 * better-auth's default verifier cannot match, so a test hash can never sign anyone in to a
 * real deployment; a hash without the prefix (full strength) still verifies here.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyPassword as verifyFullStrength } from "better-auth/crypto";

/** Marks a hash made with the test parameters. */
export const TEST_HASH_PREFIX = "test-scrypt$";
const TEST_SCRYPT = { N: 1024, r: 1, p: 1 } as const;
const KEY_LENGTH = 64;

function testKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, TEST_SCRYPT, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

async function hash(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await testKey(password, salt);
  return `${TEST_HASH_PREFIX}${salt}:${key.toString("hex")}`;
}

async function verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!hash.startsWith(TEST_HASH_PREFIX)) return verifyFullStrength({ hash, password });
  const [salt, key] = hash.slice(TEST_HASH_PREFIX.length).split(":");
  if (!salt || !key) throw new Error("Invalid password hash");
  const expected = Buffer.from(key, "hex");
  const actual = await testKey(password, salt);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const testPasswordHasher = { hash, verify };

/**
 * better-auth's `emailAndPassword.password` for this process: the test hasher inside a Vitest
 * run, otherwise undefined (better-auth's own scrypt at full strength).
 */
export function passwordHasherFor(
  env: Record<string, string | undefined>,
): typeof testPasswordHasher | undefined {
  return env.NODE_ENV === "test" && env.VITEST ? testPasswordHasher : undefined;
}
