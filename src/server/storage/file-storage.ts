/**
 * Where uploaded files are kept (issue 35, docs/decisions/2026-11-27-lender-verification.md):
 * one interface that every server process reaches. The default keeps the bytes in
 * PostgreSQL (`stored_files`, pg-file-storage.ts), which the backups already cover. An
 * S3-compatible store would implement the same four methods (keeping `stored_files`' row
 * for the metadata and the object under its id); none is bundled, as no S3 client is a
 * dependency. The storage decides nothing about access: a service asks a policy first.
 */
import type { Executor } from "../db/client";

export interface StoredFileMeta {
  id: string;
  lenderId: string;
  name: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export interface NewStoredFile {
  lenderId: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
  createdBy: string | null;
}

export interface FileStorage {
  /** Keeps the file; `tx` when the caller holds a transaction the write must join. */
  put(file: NewStoredFile, tx?: Executor): Promise<StoredFileMeta>;
  /** The file's metadata, or null. */
  meta(id: string): Promise<StoredFileMeta | null>;
  /** A lender's files, oldest first. */
  listOf(lenderId: string): Promise<StoredFileMeta[]>;
  /** The file's bytes, or null. */
  read(id: string): Promise<Uint8Array | null>;
}
