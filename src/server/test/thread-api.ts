/** Shared set-up of the thread API tests: a request of a borrower sent to a lender account. */
import { eq } from "drizzle-orm";
import { insertInquiryWithSubmissions } from "../db/factories";
import { users } from "../db/schema";
import { workspaceApi } from "./lender-workspace-api";
import type { TestClient, TestContext } from "./test-app";

let sequence = 0;

export function threadApi(context: () => TestContext) {
  const { lenderAccount } = workspaceApi(context);

  /** A borrower (signed in) whose request was sent to a signed-in approved lender. */
  async function conversation(label = `t${++sequence}`) {
    const ctx = context();
    const borrowerEmail = `${label}.borrower@example.com`;
    const borrower = await ctx.signedInClient(borrowerEmail, { fullName: "Dana Borrower" });
    const [borrowerUser] = await ctx.db.select().from(users).where(eq(users.email, borrowerEmail));
    const lender = await lenderAccount(`${label}.lender@example.com`, {
      companyName: `${label} Capital`,
    });
    const { inquiry, submissions } = await insertInquiryWithSubmissions(
      ctx.db,
      { borrowerId: borrowerUser?.id ?? "" },
      [{ lenderId: lender.lender?.id ?? "" }],
    );
    const submissionId = submissions[0]?.id ?? "";
    return {
      borrower,
      borrowerId: borrowerUser?.id ?? "",
      lender: lender.client,
      lenderUserId: lender.userId,
      lenderId: lender.lender?.id ?? "",
      inquiryId: inquiry.id,
      submissionId,
    };
  }

  const thread = (client: TestClient, submissionId: string) =>
    client.get(`/api/submissions/${submissionId}/messages`);
  const send = (client: TestClient, submissionId: string, body: unknown) =>
    client.post(`/api/submissions/${submissionId}/messages`, { body });
  const markRead = (client: TestClient, submissionId: string, upToMessageId?: string) =>
    client.post(`/api/submissions/${submissionId}/read`, upToMessageId ? { upToMessageId } : {});
  const unread = async (client: TestClient) => {
    const response = await client.get("/api/messages/unread");
    if (response.statusCode !== 200) throw new Error(`unread: ${response.statusCode}`);
    return response.json() as {
      total: number;
      submissions: { submissionId: string; inquiryId: string; unread: number }[];
      inquiries: { inquiryId: string; unread: number }[];
    };
  };

  const unreadTotal = async (client: TestClient) => {
    const response = await client.get("/api/messages/unread/total");
    if (response.statusCode !== 200) throw new Error(`unread total: ${response.statusCode}`);
    return (response.json() as { total: number }).total;
  };

  return { conversation, thread, send, markRead, unread, unreadTotal, lenderAccount };
}
