/**
 * The server's early-press recorder (server/html/early-press-script.ts) run in a component
 * test's window, as a server-rendered page runs it before its markup. Removed after the test.
 */
import { onTestFinished } from "vitest";
import { EARLY_PRESS_SCRIPT } from "@/server/html/early-press-script";

type Recorder = { stop: () => void };

export function installEarlyPressRecorder(): void {
  // The page's own inline script, run as the browser runs it (global scope).
  new Function(EARLY_PRESS_SCRIPT)();
  const recorder = window.__earlyPresses as unknown as Recorder;
  onTestFinished(() => {
    recorder.stop();
    delete window.__earlyPresses;
  });
}
