import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** Waits for a mail to this address whose subject contains `subject`, from the dev outbox. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
        const { mails } = (await response.json()) as { mails: OutboxMail[] };
        found = mails.find((mail) => mail.subject.includes(subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail "${subject}" to ${to}`);
  return found;
}

export function linkTo(mail: OutboxMail, pathPart: string): string {
  const link = mail.links.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in ${mail.links.join(", ")}`);
  return link;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: /account menu/i }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
}
