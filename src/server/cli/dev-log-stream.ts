/**
 * Development logs for people: pino's JSON lines become `12:04:05 INFO  GET /api/me 200 3ms`
 * (errors keep their stack). Production keeps JSON for log collectors.
 */
const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

export function formatDevLogLine(json: string): string {
  let entry: { level?: number; time?: number; msg?: string; err?: { stack?: string } };
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[entry.level ?? 30] ?? "INFO").padEnd(5);
  const stack = entry.err?.stack ? `\n${entry.err.stack}` : "";
  return `${time} ${level} ${entry.msg ?? ""}${stack}\n`;
}

export function devLogStream(out: NodeJS.WritableStream = process.stdout) {
  return { write: (line: string) => out.write(formatDevLogLine(line.trimEnd())) };
}
