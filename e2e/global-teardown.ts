import { readServerLog, SERVER_LOG, silentFallbacks } from "./server-log";

/**
 * Fails the run when the server fell back silently during it (server-log.ts): a page rendered
 * by the browser after its server render threw passes every test that reads it, so the tests
 * alone would not notice. A missing log fails too: the check would otherwise pass unread.
 */
export default function checkServerLog() {
  let log: string;
  try {
    log = readServerLog();
  } catch (error) {
    throw new Error(`The e2e server's log ${SERVER_LOG} could not be read: ${String(error)}`);
  }
  const fallbacks = silentFallbacks(log);
  if (fallbacks.length > 0) {
    throw new Error(
      `The server logged ${fallbacks.length} silent fallback(s) during the run (${SERVER_LOG}):\n\n${fallbacks.join("\n\n")}`,
    );
  }
}
