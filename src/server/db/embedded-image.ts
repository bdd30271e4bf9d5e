import { PGlite } from "@electric-sql/pglite";
import { fromPglite } from "./client";

/**
 * A new embedded database with every migration applied, as a tarball of its data folder: what the build ships
 * for a new data folder (scripts/build-db-image.ts) and what each test file's database is copied from.
 */
export async function createMigratedImage(compression: "gzip" | "none"): Promise<Blob> {
  const client = await PGlite.create();
  const database = fromPglite(client);
  try {
    await database.migrate();
    return await client.dumpDataDir(compression);
  } finally {
    await database.close();
  }
}
