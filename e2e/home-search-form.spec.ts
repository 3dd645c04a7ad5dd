import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue 16: home's 'Advanced Search Options' form loads on approach (late-search-form.tsx). Its
 * code is not asked for while it is off a phone's first screen, and what a visitor does to the
 * server's form before the code has arrived (a click, typing, Enter) is not lost: it is played
 * again once the form works, and the browser does not submit the server's form meanwhile.
 */

/** The form's chunks (the component's and its helpers'), as Vite names them. */
const SEARCH_FORM_CHUNK = /\/assets\/search-form-[^/]+\.js$/;

/** Requests for the form's code, counted from now on. */
function countFormRequests(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (SEARCH_FORM_CHUNK.test(request.url())) count += 1;
  });
  return () => count;
}

/** Holds the form's code back until `release()`: the time a slow phone takes to get it. */
async function holdFormCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(SEARCH_FORM_CHUNK, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the form's code is asked for only as the form nears the screen", async ({ page }) => {
    const formRequests = countFormRequests(page);
    await page.goto("/");
    // Ready (the first screen is hydrated) without the form's code.
    expect(formRequests()).toBe(0);
    // Once the network has gone quiet, still nothing: nothing loads it in the background.
    await page.waitForLoadState("networkidle");
    expect(formRequests()).toBe(0);

    await page.getByRole("heading", { name: "Advanced Search Options" }).scrollIntoViewIfNeeded();
    await expect.poll(formRequests).toBeGreaterThan(0);
    // And it works: a State picked, then 'Find Lenders'.
    const state = page.getByRole("combobox", { name: "State", exact: true });
    await state.click();
    await page.getByRole("option", { name: "Georgia", exact: true }).click();
    await expect(state).toHaveValue("Georgia");
    await page.getByRole("button", { name: "Find Lenders" }).click();
    await expect(page).toHaveURL(
      "/fix-and-flip?loanType=fix_and_flip&location=GA&sortBy=most-relevant",
    );
  });
});

test("a click, typing and a press made before the form's code arrives are played again", async ({
  page,
}) => {
  const code = await holdFormCode(page);
  await page.goto("/");

  // Typed into the server's form while its code is held back.
  const amount = page.getByRole("textbox", { name: "Loan Amount", exact: true });
  await amount.click();
  await page.keyboard.type("250000");
  const state = page.getByRole("combobox", { name: "State", exact: true });
  await state.click();
  await page.keyboard.type("Georg");
  await page.getByRole("button", { name: "Find Lenders" }).click();
  // Reaching for it asked for the code; the browser did not submit the inert form.
  expect(code.asked()).toBe(true);
  await expect(page).toHaveURL("/");

  code.release();
  // The typing reached the form (reformatted as it does), the State list opened filtered, and
  // the click on 'Find Lenders' submitted it with both.
  await expect(page).toHaveURL(
    "/fix-and-flip?loanType=fix_and_flip&loanAmount=250000&sortBy=most-relevant",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Fix & Flip Lenders" })).toBeVisible();
});

test("the State list opened and filtered before the code arrived is there once it does", async ({
  page,
}) => {
  const code = await holdFormCode(page);
  await page.goto("/");
  const state = page.getByRole("combobox", { name: "State", exact: true });
  await state.click();
  await page.keyboard.type("Georg");
  code.release();
  await expect(page.getByRole("option", { name: "Georgia", exact: true })).toBeVisible();
  await expect(page.getByRole("option")).toHaveCount(1);
  await expect(state).toHaveValue("Georg");
});

test("'Find Lenders' by keyboard before the code arrives lands on the listing's h1", async ({
  page,
}) => {
  const code = await holdFormCode(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Find Lenders" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/");
  code.release();
  await expect(page).toHaveURL(/\/fix-and-flip\?loanType=fix_and_flip&sortBy=most-relevant$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});
