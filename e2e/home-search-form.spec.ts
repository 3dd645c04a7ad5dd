import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue 16: home's 'Advanced Search Options' form loads on approach (late-search-form.tsx). Its
 * code is not asked for while it is off a phone's first screen, and what a visitor does to the
 * server's form before the code has arrived is not lost: the form is a GET form to the listing
 * with native fields (issue 30), so what is chosen or typed stays in it and is adopted once the
 * code arrives, and a submit meanwhile is the browser's (the server renders the listing).
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
    // Hydrated: Mantine's Selects in place of the server's native ones.
    await expect(page.locator('form[aria-label="Search lenders"] select')).toHaveCount(0);
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

test("what is chosen and typed before the form's code arrives is what the form holds after", async ({
  page,
}) => {
  const code = await holdFormCode(page);
  await page.goto("/");

  // The server's form: native fields, working while the form's code is held back.
  const amount = page.getByRole("textbox", { name: "Loan Amount", exact: true });
  await amount.click();
  await page.keyboard.type("250000");
  await page.getByLabel("State", { exact: true }).selectOption("GA");
  // Reaching for it asked for the code.
  expect(code.asked()).toBe(true);

  code.release();
  // Hydrated: Mantine's State select shows the state chosen natively, the amount as typed
  // (reformatted as the form does), and 'Find Lenders' sends both.
  const state = page.getByRole("combobox", { name: "State", exact: true });
  await expect(state).toHaveValue("Georgia");
  await expect(amount).toHaveValue("$250,000");
  await page.getByRole("button", { name: "Find Lenders" }).click();
  await expect(page).toHaveURL(
    "/fix-and-flip?loanType=fix_and_flip&location=GA&loanAmount=250000&sortBy=most-relevant",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Fix & Flip Lenders" })).toBeVisible();
});

test("'Find Lenders' by keyboard before the code arrives opens the listing (a GET form)", async ({
  page,
}) => {
  await holdFormCode(page);
  await page.goto("/");
  await page.getByRole("button", { name: "Find Lenders" }).focus();
  await page.keyboard.press("Enter");
  // The browser sent the server's form; the server answered with the listing's canonical URL.
  await expect(page).toHaveURL(/\/fix-and-flip\?loanType=fix_and_flip&sortBy=most-relevant$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fix & Flip Lenders" })).toBeVisible();
});
