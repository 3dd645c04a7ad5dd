import { expect, test } from "vitest";
import { URL_MAX_LENGTH } from "./limits";
import { optionalUrlSchema, parseHttpUrl, URL_MESSAGES } from "./url";

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
