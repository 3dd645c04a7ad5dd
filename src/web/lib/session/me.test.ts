import { afterEach, expect, test, vi } from "vitest";
import { meFixture } from "@/web/test/fixtures";
import { jsonResponse } from "@/web/test/render";
import { getMe } from "./me";

afterEach(() => vi.unstubAllGlobals());

const answering = (response: () => Response) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response()),
  );

// Issue 10: the API answers a visitor 200 null (no console 401 on every page).
test("a visitor (200 null) is signed out", async () => {
  answering(() => jsonResponse(null));
  expect(await getMe()).toBeNull();
});

test("a 401 still counts as signed out", async () => {
  answering(() => jsonResponse({ error: { code: "unauthorized", message: "Sign in" } }, 401));
  expect(await getMe()).toBeNull();
});

test("a signed-in user is returned; other errors are thrown", async () => {
  answering(() => jsonResponse(meFixture()));
  expect(await getMe()).toEqual(meFixture());
  answering(() => jsonResponse({ error: { code: "internal", message: "Oops" } }, 500));
  await expect(getMe()).rejects.toMatchObject({ status: 500 });
});
