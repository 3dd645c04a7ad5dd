/**
 * Long passes over the catalogue cut into slices of a few milliseconds, each in an event-loop
 * turn of its own (setImmediate), so health checks and cached answers are served in between
 * (issue 34: no step of start-up or of an uncached search holds the loop more than ~20 ms).
 * The results are those of the one-turn versions: sortInSlices equals a stable
 * Array.prototype.sort (tested).
 */

/** Wall-clock time a slice may take before it yields. */
export const SLICE_MS = 5;

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A clock for one pass: `due()` is true once the current slice has used its time. */
export function sliceClock(sliceMs = SLICE_MS) {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= sliceMs,
    /** Yields to the event loop and starts a new slice. */
    async yield(): Promise<void> {
      await nextTurn();
      started = performance.now();
    },
  };
}

/** Runs `step(i)` for i in [0, count), in slices, yielding between them. */
export async function forEachInSlices(
  count: number,
  step: (start: number, end: number) => void,
  sliceMs = SLICE_MS,
  chunk = 256,
): Promise<void> {
  const clock = sliceClock(sliceMs);
  for (let start = 0; start < count; start += chunk) {
    if (clock.due()) await clock.yield();
    step(start, Math.min(count, start + chunk));
  }
}

/** Runs sorted by `Array.prototype.sort` before merging (a few milliseconds each). */
const RUN_LENGTH = 512;

/**
 * `items` sorted by `compare`, stably (as Array.prototype.sort), in slices: runs of
 * RUN_LENGTH sorted, then merged pairwise, yielding whenever a slice has used its time.
 * Returns a new array; `items` is not changed.
 */
export async function sortInSlices<T>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  sliceMs = SLICE_MS,
): Promise<T[]> {
  const clock = sliceClock(sliceMs);
  let from: T[] = [];
  for (let start = 0; start < items.length; start += RUN_LENGTH) {
    if (clock.due()) await clock.yield();
    for (const item of items.slice(start, start + RUN_LENGTH).sort(compare)) from.push(item);
  }
  let to: T[] = new Array<T>(from.length);
  for (let width = RUN_LENGTH; width < from.length; width *= 2) {
    let out = 0;
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const end = Math.min(left + 2 * width, from.length);
      let i = left;
      let j = middle;
      while (i < middle || j < end) {
        if ((out & 255) === 0 && clock.due()) await clock.yield();
        // Left first on ties: stable.
        if (j >= end || (i < middle && compare(from[i] as T, from[j] as T) <= 0)) {
          to[out++] = from[i++] as T;
        } else {
          to[out++] = from[j++] as T;
        }
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
