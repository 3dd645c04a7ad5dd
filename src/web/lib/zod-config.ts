/**
 * Zod 4 compiles object parsers with `new Function` when it can, and probes for that with
 * `Function("")` on first use. Our CSP forbids eval (script-src 'self'), so the probe was
 * blocked and Chrome logged a CSP issue on every page (Lighthouse best practices:
 * inspector-issues). Jitless parsing skips the probe; the forms' schemas are small.
 */
import { z } from "zod";

z.config({ jitless: true });
