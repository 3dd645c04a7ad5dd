/**
 * Issue 33: a backup of a small seeded database, restored into a fresh one, has the same rows
 * in every table (count and md5 per table). The embedded database both ways (the command
 * opening the folder, and the running server answering the command), and on the PostgreSQL
 * pass (TEST_DATABASE_URL) pg_dump/pg_restore into a fresh database.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database";
import { type DatabaseHandle, openDatabase } from "../client";
import { DataDirLockedError } from "../data-dir-lock";
import { insertUser } from "../factories";
import { seedSyntheticLenders } from "../seed/synthetic-lenders";
import {
  BackupError,
  backupPglite,
  dumpPglite,
  restorePglite,
  serveLiveBackups,
} from "./pglite-backup";
import { backupPostgres, restorePostgres } from "./postgres-backup";
import { type TableChecksum, tableChecksums } from "./table-checksums";

async function seedSmall(handle: DatabaseHandle) {
  await seedSyntheticLenders({ db: handle.db, count: 12, seed: 7, now: new Date("2026-11-01") });
  await insertUser(handle.db, {
    email: "backup.borrower@example.com",
    profile: { userType: "borrower", fullName: "Dana Backup" },
  });
}

function expectSameRows(restored: TableChecksum[], original: TableChecksum[]) {
  expect(restored).toEqual(original);
  // The comparison compares something: the seeded tables hold rows.
  const counted = new Map(original.map((table) => [table.table, table.rows]));
  expect(counted.get("public.lenders")).toBe(12);
  expect(counted.get("public.users")).toBe(1);
  expect(counted.get("drizzle.__drizzle_migrations")).toBeGreaterThan(0);
}

// Each pass of CI tests its engine: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
const serverUrl = process.env.TEST_DATABASE_URL;

if (!serverUrl)
  describe("embedded database backups", () => {
    const root = mkdtempSync(path.join(tmpdir(), "lenderlane-backup-"));
    const source = path.join(root, "source");
    let original: TableChecksum[];

    // The source folder: the migrated test database (in memory), seeded, put on disk.
    beforeAll(async () => {
      const memory = await openTestDatabase();
      const seedFile = path.join(root, "seed.tar.gz");
      try {
        await seedSmall(memory);
        original = await tableChecksums(memory.db);
        if (!memory.pglite) throw new Error("the embedded pass without PGlite");
        await dumpPglite(memory.pglite, seedFile);
      } finally {
        await memory.close();
      }
      await restorePglite({ dataDir: source, file: seedFile });
    }, 120_000);
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it("backs up a stopped database and restores it into a fresh folder with the same rows", async () => {
      const file = path.join(root, "offline.tar.gz");
      const result = await backupPglite({ dataDir: source, file });
      expect(result.mode).toBe("offline");
      expect(result.bytes).toBeGreaterThan(0);

      const target = path.join(root, "restored");
      await restorePglite({ dataDir: target, file });
      const restored = await openDatabase({ kind: "pglite", dataDir: target });
      try {
        expectSameRows(await tableChecksums(restored.db), original);
      } finally {
        await restored.close();
      }

      // A second restore does not overwrite a database without --replace.
      await expect(restorePglite({ dataDir: target, file })).rejects.toThrow(BackupError);
      expect(readdirSync(target).filter((name) => name.includes("replaced"))).toEqual([]);
    }, 120_000);

    it("has the running server take the copy of its open database; no restore while it runs", async () => {
      const server = await openDatabase({ kind: "pglite", dataDir: source });
      const client = server.pglite;
      if (!client) throw new Error("embedded handle without PGlite");
      // The lock names another live process (our parent), as it names the server's.
      writeFileSync(path.join(source, "pglite.lock"), String(process.ppid));
      const live = serveLiveBackups(client, source, () => {});
      const file = path.join(root, "live.tar.gz");
      let running: TableChecksum[];
      try {
        await expect(
          restorePglite({
            dataDir: source,
            file: path.join(root, "offline.tar.gz"),
            replace: true,
          }),
        ).rejects.toThrow(DataDirLockedError);
        // Written by the running server after the first backup: the live copy must have it.
        await insertUser(server.db, { email: "live.borrower@example.com" });
        running = await tableChecksums(server.db);
        const result = await backupPglite({
          dataDir: source,
          file,
          notify: () => process.emit("SIGUSR2"),
        });
        expect(result.mode).toBe("live");
      } finally {
        await live.stop();
        writeFileSync(path.join(source, "pglite.lock"), String(process.pid));
        await server.close();
      }

      const target = path.join(root, "restored-live");
      await restorePglite({ dataDir: target, file });
      const restored = await openDatabase({ kind: "pglite", dataDir: target });
      try {
        const sums = await tableChecksums(restored.db);
        expect(sums).toEqual(running);
        expect(sums.find((table) => table.table === "public.users")?.rows).toBe(2);
      } finally {
        await restored.close();
      }
    }, 120_000);
  });

// The PostgreSQL pass of CI runs the documented pg_dump/pg_restore.
if (serverUrl) {
  describe("PostgreSQL backups (pg_dump -Fc, pg_restore)", () => {
    const root = mkdtempSync(path.join(tmpdir(), "lenderlane-pgdump-"));
    const name = `lenderlane_restore_${process.pid}`;
    const targetUrl = (() => {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    })();
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    afterAll(async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(root, { recursive: true, force: true });
    });

    it("restores a dump into a fresh database with the same rows", async () => {
      const source = await openTestDatabase();
      let original: TableChecksum[] = [];
      const file = path.join(root, "lenderlane.dump");
      try {
        await seedSmall(source);
        original = await tableChecksums(source.db);
        const pool = source.pool as unknown as { options: { connectionString?: string } };
        const url = pool?.options.connectionString;
        if (!url) throw new Error("the PostgreSQL pass without a connection string");
        backupPostgres(url, file);
      } finally {
        await source.close();
      }
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${name}`);
      restorePostgres(targetUrl, file);
      const restored = await openDatabase({ kind: "postgres", url: targetUrl, poolSize: 1 });
      try {
        expectSameRows(await tableChecksums(restored.db), original);
      } finally {
        await restored.close();
      }
    });
  });
}
