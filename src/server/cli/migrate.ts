/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { loadConfig } from "../env";
import { openConfiguredDatabase } from "../runtime";
import { runCli } from "./cli-utils";

await runCli(async () => {
  const handle = await openConfiguredDatabase(loadConfig());
  await handle.close();
  console.log("Database is up to date.");
});
