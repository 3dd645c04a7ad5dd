/**
 * fast-check arbitraries of the values an attacker or a broken client sends: random JSON,
 * wrong types, huge and NaN-like numbers, unicode and control characters, prototype-pollution
 * keys, deep nesting, very long strings, arrays where objects belong.
 */
import fc from "fast-check";

const LONG = 100_000;

/** Strings chosen to break parsers, number coercion, SQL, HTML and path handling. */
export const nastyStrings = fc.constantFrom(
  "",
  " ",
  "\t\n\r",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-0",
  "0x1F",
  "1_000",
  "9".repeat(400),
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "%",
  "%%",
  "%_\\",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "\u202Eevil\u202C",
  "\uFEFF",
  "\uD800",
  "\uDFFF\uD800",
  "😀👍🏽👨‍👩‍👧",
  "Ω≈ç√∫˜µ≤≥÷",
  "ﷺ",
  "\u0001\u0002\u001B[31m\u007F",
  "a".repeat(LONG),
  "é".repeat(LONG / 2),
  "😀".repeat(LONG / 4),
  "2026-13-45",
  "0000-00-00T00:00:00Z",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
);

const controlString = fc.string({
  unit: fc.integer({ min: 1, max: 31 }).map((code) => String.fromCharCode(code)),
  maxLength: 20,
});

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: nastyStrings },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: controlString },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    2 ** 31,
    2 ** 63,
    -1,
    0,
    -0,
    0.1,
    5e-324,
    1e21,
  ),
  fc.double(),
  fc.integer(),
);

/** An object with keys that pollute prototypes if merged carelessly. */
export const pollutingObject = fc.constantFrom(
  JSON.parse('{"__proto__":{"isAdmin":true,"userType":"admin"}}'),
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
  JSON.parse('{"prototype":{"polluted":true},"toString":"x","hasOwnProperty":1}'),
);

/** Arrays or objects nested `depth` levels. */
export const deeplyNested = fc
  .tuple(fc.integer({ min: 20, max: 64 }), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = "leaf";
    for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
    return value;
  });

/** Any hostile value for one field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 5_000 }, (_, i) => `x${i}`)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: pollutingObject },
  { weight: 1, arbitrary: deeplyNested },
);

/** A whole body that ignores the schema: random JSON, anything, arrays, polluting keys. */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({ maxDepth: 3 }),
  fc.array(fc.object({ maxDepth: 2 }), { maxLength: 4 }),
  pollutingObject,
  deeplyNested,
  hostileString,
  hostileNumber,
);

/** A query string value: any string, or the same key several times (an array). */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((s) => s.slice(0, 4000)) },
  { weight: 1, arbitrary: hostileNumber.map(String) },
  {
    weight: 1,
    arbitrary: fc.array(
      hostileString.map((s) => s.slice(0, 100)),
      { maxLength: 4 },
    ),
  },
);

/** Raw query strings with broken percent-encoding and odd separators. */
export const rawQueryStrings = fc.constantFrom(
  "%",
  "a=%E0%A4%A",
  "a=%FF%FE",
  "=&=&&",
  "page=1&page=2&page[]=3",
  "page[__proto__][x]=1",
  "__proto__[isAdmin]=true",
  "constructor[prototype][x]=1",
  `q=${"%41".repeat(3000)}`,
  "q=%00",
  "page=1e400",
  "page=-0",
  "page=0x10",
  "page=NaN",
);

/** JSON text for a body, the way a client would put it on the wire. */
export function toJson(value: unknown): string {
  return JSON.stringify(value) ?? "null";
}
