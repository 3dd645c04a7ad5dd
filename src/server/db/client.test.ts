import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { openTestDatabase } from "../test/test-database";
import { type DatabaseHandle, openDatabase } from "./client";
import { DataDirLockedError } from "./data-dir-lock";
import { runMigrations } from "./migrate";
import { profiles, users } from "./schema";

const open: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of open.splice(0)) await handle.close();
});

async function openFolder(dataDir: string) {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  open.push(handle);
  return handle;
}

describe("embedded database in DATA_DIR", () => {
  test("keeps every record across a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lenderlane-data-"));
    const first = await openFolder(dataDir);
    await runMigrations(first);
    await first.db.insert(users).values({ email: "kept@example.com" });
    await first.close();
    open.splice(open.indexOf(first), 1);

    const second = await openFolder(dataDir);
    await runMigrations(second);
    const [profile] = await second.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, "kept@example.com"));
    expect(profile?.userType).toBe("borrower");
  });

  test("a second opener of the same folder is refused while the first holds it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lenderlane-data-"));
    const lockFile = path.join(dataDir, "pglite.lock");
    // Another live process (our parent) holds the folder.
    writeFileSync(lockFile, String(process.ppid));
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    expect(readFileSync(lockFile, "utf8")).toBe(String(process.ppid));
  });

  test("a stale lock left by a dead process is taken over", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lenderlane-data-"));
    writeFileSync(path.join(dataDir, "pglite.lock"), "999999999");
    const handle = await openFolder(dataDir);
    expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toBe(String(process.pid));
    await handle.close();
    open.splice(open.indexOf(handle), 1);
    expect(() => readFileSync(path.join(dataDir, "pglite.lock"))).toThrow();
  });
});

describe("schema constraints", () => {
  test("the database rejects out-of-range credit scores and unknown enum values", async () => {
    const handle = await openTestDatabase();
    open.push(handle);
    const [user] = await handle.db.insert(users).values({ email: "c@example.com" }).returning();
    if (!user) throw new Error("no user");
    await expect(
      handle.db.update(profiles).set({ creditScore: 299 }).where(eq(profiles.id, user.id)),
    ).rejects.toThrow();
    await expect(
      handle.db.update(profiles).set({ creditScore: 851 }).where(eq(profiles.id, user.id)),
    ).rejects.toThrow();
    await handle.db.update(profiles).set({ creditScore: 850 }).where(eq(profiles.id, user.id));
    await expect(
      handle.db
        .update(profiles)
        .set({ userType: "superuser" as "admin" })
        .where(eq(profiles.id, user.id)),
    ).rejects.toThrow();
  });

  test("updated_at moves on every update; deleting a user deletes the profile", async () => {
    const handle = await openTestDatabase();
    open.push(handle);
    const [user] = await handle.db.insert(users).values({ email: "t@example.com" }).returning();
    if (!user) throw new Error("no user");
    const [before] = await handle.db.select().from(profiles).where(eq(profiles.id, user.id));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await handle.db.update(profiles).set({ fullName: "T" }).where(eq(profiles.id, user.id));
    const [after] = await handle.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    await handle.db.delete(users).where(eq(users.id, user.id));
    expect(await handle.db.select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(0);
  });
});
