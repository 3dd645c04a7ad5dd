import { describe, expect, test } from "vitest";
import { LENDER_PROVIDED_SOURCE, URL_MAX_LENGTH } from "./limits";
import {
  isRealHost,
  optionalSourceUrlSchema,
  optionalUrlSchema,
  parseHttpUrl,
  publishableUrl,
  URL_MESSAGES,
} from "./url";

test.each([
  ["https://acme.example.com", "https://acme.example.com"],
  ["http://acme.example.com/path?q=1#top", "http://acme.example.com/path?q=1#top"],
  ["  HTTPS://Acme.com  ", "HTTPS://Acme.com"],
  ["acme.com", "https://acme.com"],
  ["www.acme-lending.co.uk/about", "https://www.acme-lending.co.uk/about"],
])("%j is accepted as %j", (input, url) => {
  expect(parseHttpUrl(input)).toEqual({ url });
});

test.each([
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "ftp://files.example.com",
  "mailto:a@b.co",
  "not a url",
  "notaurl",
  "https://",
  "https://user:pass@acme.com",
  "http://127.0.0.1",
  "https://exa mple.com",
])("%j is refused", (input) => {
  expect(parseHttpUrl(input)).toEqual({ error: URL_MESSAGES.invalid });
});

test("at most 2048 characters: exactly the limit passes, one more fails", () => {
  const prefix = "https://acme.com/";
  const atLimit = prefix + "a".repeat(URL_MAX_LENGTH - prefix.length);
  expect(atLimit).toHaveLength(2048);
  expect(parseHttpUrl(atLimit)).toEqual({ url: atLimit });
  expect(parseHttpUrl(`${atLimit}a`)).toEqual({ error: URL_MESSAGES.tooLong });
  // The https:// added to a bare domain counts.
  const bare = `acme.com/${"a".repeat(URL_MAX_LENGTH - "acme.com/".length)}`;
  expect(parseHttpUrl(bare)).toEqual({ error: URL_MESSAGES.tooLong });
});

test("optional: blank and null give null; a refusal is an issue with the message", () => {
  expect(optionalUrlSchema.parse("  ")).toBeNull();
  expect(optionalUrlSchema.parse(null)).toBeNull();
  expect(optionalUrlSchema.parse(undefined)).toBeNull();
  expect(optionalUrlSchema.safeParse("javascript:alert(1)").error?.issues[0]?.message).toBe(
    URL_MESSAGES.invalid,
  );
});

describe("a real host (issue 27): a domain with a dot, or a public IP address", () => {
  test.each([
    "http://93.184.216.34/reviews",
    "https://8.8.8.8",
    "https://[2606:4700:4700::1111]/",
    "https://пример.рф",
    "https://xn--e1afmkfd.xn--p1ai/",
  ])("%j is accepted", (input) => {
    expect(parseHttpUrl(input)).toHaveProperty("url");
  });

  test.each([
    "http://localhost",
    "http://localhost:3000/admin",
    "https://intranet/",
    "http://10.0.0.8",
    "http://192.168.1.1",
    "http://172.16.5.4",
    "http://169.254.169.254/latest/meta-data",
    "http://100.64.0.1",
    "http://0.0.0.0",
    "http://0x7f.1",
    "http://2130706433",
    "http://192.0.2.10",
    "http://224.0.0.1",
    "http://255.255.255.255",
    "http://[::1]/",
    "http://[fe80::1]/",
    "http://[fc00::1]/",
    "http://[2001:db8::1]/",
    "http://[::ffff:127.0.0.1]/",
    "https://acme.com./",
    "https://acme.123",
  ])("%j is refused", (input) => {
    expect(parseHttpUrl(input)).toEqual({ error: URL_MESSAGES.invalid });
  });

  test("isRealHost reads hosts as new URL writes them", () => {
    expect(isRealHost("acme.com")).toBe(true);
    expect(isRealHost("localhost")).toBe(false);
    expect(isRealHost("203.0.114.1")).toBe(true);
    expect(isRealHost("203.0.113.1")).toBe(false);
  });
});

describe("source URLs: a URL by the same rule, or 'Lender provided'", () => {
  test("'Lender provided' in any case is stored as the constant; blank is null", () => {
    expect(optionalSourceUrlSchema.parse("Lender provided")).toBe(LENDER_PROVIDED_SOURCE);
    expect(optionalSourceUrlSchema.parse(" lender PROVIDED ")).toBe(LENDER_PROVIDED_SOURCE);
    expect(optionalSourceUrlSchema.parse("")).toBeNull();
    expect(optionalSourceUrlSchema.parse("acme.com/rates")).toBe("https://acme.com/rates");
  });

  test.each(["javascript:alert(1)", "not a url", "http://localhost/x"])(
    "%j is refused with a message naming both choices",
    (input) => {
      expect(optionalSourceUrlSchema.safeParse(input).error?.issues[0]?.message).toBe(
        URL_MESSAGES.source,
      );
    },
  );
});

test("publishableUrl: a stored address from before the rule is not published", () => {
  expect(publishableUrl("javascript:alert(1)")).toBeNull();
  expect(publishableUrl("not a url")).toBeNull();
  expect(publishableUrl(null)).toBeNull();
  expect(publishableUrl("https://acme.com")).toBe("https://acme.com");
});
