import { expect, test } from "vitest";
import { REDACTED, redactUrl } from "./redact-url";

test.each([
  ["/a?token=x", `/a?token=${REDACTED}`],
  ["/a?TOKEN=x&b=1", `/a?TOKEN=${REDACTED}&b=1`],
  ["/a?id_token=x&state=1", `/a?id_token=${REDACTED}&state=1`],
  ["/a?code=x", `/a?code=${REDACTED}`],
  ["/a?client_secret=x", `/a?client_secret=${REDACTED}`],
  ["/a?newPassword=x", `/a?newPassword=${REDACTED}`],
  ["/a?sig%6Eature=x", `/a?sig%6Eature=${REDACTED}`],
  ["/a?token", "/a?token"],
  [
    "/a?callbackURL=%2Fb%3Ftoken%3Dx",
    `/a?callbackURL=${encodeURIComponent(`/b?token=${REDACTED}`)}`,
  ],
  ["/a?callbackURL=%2Fauth", "/a?callbackURL=%2Fauth"],
  [
    "/api/auth/reset-password/abc123?callbackURL=%2Fr",
    `/api/auth/reset-password/${REDACTED}?callbackURL=%2Fr`,
  ],
  ["/api/lenders?loanType=bridge&page=2", "/api/lenders?loanType=bridge&page=2"],
  ["/lender/acme", "/lender/acme"],
  ["/a?token=%E0%A4%A", `/a?token=${REDACTED}`],
])("%s → %s", (url, logged) => {
  expect(redactUrl(url)).toBe(logged);
});
