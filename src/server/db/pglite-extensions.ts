/**
 * The PostgreSQL extensions every PGlite is created with (the app's, the tests' template and
 * pool, backup and restore): the migrations create them (`CREATE EXTENSION IF NOT EXISTS`), and
 * PGlite can only create an extension it was given at `PGlite.create`. pg_trgm backs the
 * trigram indexes of the contains-searches (issue 34).
 */
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const PGLITE_EXTENSIONS = { pg_trgm } as const;
