/**
 * Zod 4 compiles object parsers with `new Function` when it can, and probes for that with
 * `Function("")` on first use. Our CSP forbids eval (script-src 'self'), so the probe was
 * blocked and Chrome logged a CSP issue on every page (Lighthouse best practices:
 * inspector-issues). Jitless parsing skips the probe; the forms' schemas are small.
 *
 * Set through Zod's documented-in-source global (`globalThis.__zod_globalConfig`, the object
 * `z.config()` writes to, shared by every copy of Zod) rather than `z.config()`: importing
 * "zod" here put Zod's core and English locale (~4 KB gzipped) into the entry chunk of every
 * page, which needs no Zod until a form or a filter loads. main.tsx runs this before any
 * schema exists; zod-config.test.ts checks that Zod reads it.
 */
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

const scope = globalThis as ZodGlobal;
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
