/**
 * The default FileStorage: the bytes in PostgreSQL's `stored_files` (bytea). Every process
 * reaches the same database, the backups cover it, and a file goes with its lender record.
 * At 10 MB a file and a few files per lender, well within what bytea handles.
 */
import { asc, eq } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { storedFiles } from "../db/schema";
import type { FileStorage, NewStoredFile, StoredFileMeta } from "./file-storage";

const metaColumns = {
  id: storedFiles.id,
  lenderId: storedFiles.lenderId,
  name: storedFiles.name,
  contentType: storedFiles.contentType,
  size: storedFiles.size,
  createdAt: storedFiles.createdAt,
};

export function pgFileStorage(db: Database): FileStorage {
  return {
    async put(file: NewStoredFile, tx?: Executor): Promise<StoredFileMeta> {
      const [row] = await (tx ?? db)
        .insert(storedFiles)
        .values({
          lenderId: file.lenderId,
          name: file.name,
          contentType: file.contentType,
          size: file.bytes.byteLength,
          bytes: file.bytes,
          createdBy: file.createdBy,
        })
        .returning(metaColumns);
      if (!row) throw new Error("stored_files insert returned no row");
      return row;
    },
    async meta(id: string) {
      const [row] = await db.select(metaColumns).from(storedFiles).where(eq(storedFiles.id, id));
      return row ?? null;
    },
    async listOf(lenderId: string) {
      return db
        .select(metaColumns)
        .from(storedFiles)
        .where(eq(storedFiles.lenderId, lenderId))
        .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
    },
    async read(id: string) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.id, id));
      if (!row) return null;
      // pg gives a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
      return row.bytes;
    },
  };
}
