import { describe, expect, test } from "vitest";
import { defangLinks } from "./defang-links";

describe("defangLinks", () => {
  test.each([
    ["Visit https://www.evil.com/win?x=1 now.", "Visit www[.]evil[.]com/win?x=1 now."],
    ["HTTP://EXAMPLE.COM", "EXAMPLE[.]COM"],
    ["see evil.com.", "see evil[.]com."],
    ["www.example.com", "www[.]example[.]com"],
    ["example.co.uk/a/b.c", "example[.]co[.]uk/a/b.c"],
    ["sub.example.io:8443/p", "sub[.]example[.]io:8443/p"],
    ["http://1.2.3.4:8080/x", "1[.]2[.]3[.]4:8080/x"],
    ["http://bank.com@evil.com/", "bank[.]com@evil[.]com/"],
    ["ftp://files.example.org/a", "files[.]example[.]org/a"],
    ["javascript://alert(1)", "alert(1)"],
    ["http://localhost/x", "localhost/x"],
  ])("%s → %s", (input, expected) => {
    expect(defangLinks(input)).toBe(expected);
  });

  test.each([
    "mail me at john@example.com",
    "rate 3.5% for 12.5 months, e.g. a flip",
    "the file x/page.html",
    "No links here.",
  ])("leaves %s as it is", (input) => {
    expect(defangLinks(input)).toBe(input);
  });

  test("nothing it returns is a link a mail client would recognise", () => {
    const out = defangLinks(
      "a https://a.example.com b http://b.example.com/x c www.c.example.com d d.example.com/e",
    );
    expect(out).not.toMatch(/[a-z]+:\/\//i);
    expect(out).not.toMatch(/\b[a-z0-9-]+\.[a-z]{2,}\b/i);
  });
});
