/**
 * CPU time of the bench's own process and of another process on this machine (a PostgreSQL
 * backend), for the single-caller profiles (lead-profile.ts, deal-profile.ts). CPU time
 * hardly moves with the machine's load, so profiles taken at different loads compare.
 */
import { readFileSync } from "node:fs";

/** utime + stime of a process, in ms (clock ticks of 10 ms); null when not readable. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** User + system CPU of this process so far, in ms. */
export function nodeCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
