import type { Page } from "@playwright/test";

/** A short description of the focused element: its accessible name as far as the DOM tells. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "(body)";
    const byIds = element
      .getAttribute("aria-labelledby")
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .join(" ");
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute("aria-label") ||
      byIds ||
      (labels && labels.length > 0 ? labels[0]?.textContent : "") ||
      element.innerText ||
      element.getAttribute("placeholder") ||
      "";
    return name
      .replace(/\s+/g, " ")
      .replace(/\s*\*$/, "")
      .trim();
  });
}

/** Presses Tab `count` times from the top of the page and names each focused element. */
export async function tabSequence(page: Page, count: number, key = "Tab"): Promise<string[]> {
  const names: string[] = [];
  for (let step = 0; step < count; step++) {
    await page.keyboard.press(key);
    names.push(await focusedName(page));
  }
  return names;
}
