import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { expectAccessible } from "./a11y";
import { expect, test } from "./fixtures";

/** Legal pages and brand assets end to end. */

test.describe("legal pages", () => {
  test("/terms states the marketplace's key terms", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    await expectAccessible(page, "/terms");
    const main = page.getByRole("main");
    await expect(main).toContainText("Effective date: July 10, 2025");
    await expect(main).toContainText(
      "LenderLane is not a lender, a mortgage broker or a loan originator, and it makes no lending decisions",
    );
    await expect(main).toContainText("be at least 18 years old");
    await expect(main).toContainText("be a resident of the United States");
    await expect(main).toContainText("Business-Purpose Loans Only");
    await expect(main).toContainText("governed by the laws of the State of New York");
    await expect(main).toContainText("held in New York City, New York");
    await expect(main).toContainText(
      "the greater of (a) the fees you paid to LenderLane in the 12 months before the event giving rise to the claim, or (b) $100",
    );
    await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);

    await page
      .getByRole("navigation", { name: "Contents" })
      .getByRole("link", {
        name: "14. Limitation of Liability",
      })
      .click();
    await expect(
      page.getByRole("heading", { name: "14. Limitation of Liability" }),
    ).toBeInViewport();
  });

  test("/privacy covers collection, sharing, cookies and contact", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expectAccessible(page, "/privacy");
    const main = page.getByRole("main");
    await expect(main).toContainText("Effective date: July 10, 2025");
    await expect(main).toContainText("Requests sent without an account");
    await expect(main).toContainText("With the lenders you send a request to.");
    await expect(main).toContainText(
      "We use two cookies, both needed to sign you in: a session cookie",
    );
    await expect(main).toContainText("18 or older and a US resident");
    const contact = page.getByRole("region", { name: /Contact Us/ });
    await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  });
});

test.describe("brand assets", () => {
  async function firstBytes(download: Download, count: number): Promise<number[]> {
    const path = await download.path();
    return [...(await readFile(path)).subarray(0, count)];
  }

  test("PNG and JPG buttons download the logo in that format", async ({ page }) => {
    await page.goto("/brand-assets");
    for (const title of [
      "High Resolution Logos",
      "Social Media Icons",
      "Favicons & Small Icons",
      "Maskable Icons (PWA)",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByText("PNG files with transparent backgrounds")).toBeVisible();
    await expectAccessible(page, "/brand-assets");

    const png = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download logo 512 × 512 px as PNG" }).click();
    const pngDownload = await png;
    expect(pngDownload.suggestedFilename()).toBe("lenderlane-logo-512.png");
    expect(await firstBytes(pngDownload, 8)).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ]);

    const jpg = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download maskable icon 192 × 192 px as JPG" }).click();
    const jpgDownload = await jpg;
    expect(jpgDownload.suggestedFilename()).toBe("lenderlane-logo-maskable-192.jpg");
    expect(await firstBytes(jpgDownload, 3)).toEqual([0xff, 0xd8, 0xff]);
  });

  test("the web manifest and icons are served", async ({ page, request }) => {
    const manifest = await request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
    const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
    expect(body.name).toBe("LenderLane");
    for (const icon of body.icons) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }

    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/manifest.webmanifest",
    );
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      "/brand-assets/apple-touch-icon.png",
    );
  });
});
