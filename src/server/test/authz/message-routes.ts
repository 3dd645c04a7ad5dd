/**
 * Submission threads and live updates (message-policies): the request's borrower and the
 * submission's lender read and write; admins read only (403 on writes); anyone else gets 404
 * like a missing thread. Unread counts and the event stream are for borrowers and approved
 * lenders, each about their own threads. Threads with ids are side A's.
 */
import { eq } from "drizzle-orm";
import { submissionMessages, submissionReads } from "../../db/schema";
import type { MatrixEntry } from "./matrix-entry";
import type { World } from "./world";

const threadState = async (world: World, submissionId: string) => ({
  messages: await world.ctx.db
    .select()
    .from(submissionMessages)
    .where(eq(submissionMessages.submissionId, submissionId)),
  reads: await world.ctx.db
    .select()
    .from(submissionReads)
    .where(eq(submissionReads.submissionId, submissionId)),
});

const participants = { visitor: 401, borrower: 201, lender: 201, admin: 403, others: 404 } as const;

export const messageRoutes: MatrixEntry[] = [
  {
    route: "GET /api/submissions/:submissionId/messages",
    policy: ["isSignedIn", "canReadThread", "threadSideOf"],
    expect: { visitor: 401, borrower: 200, lender: 200, admin: 200, others: 404 },
    request: (world) => ({ url: `/api/submissions/${world.a.submissionId}/messages` }),
    shows: {
      borrower: () => ["zqa-message from the lender"],
      lender: () => ["zqa-message from the borrower"],
      admin: () => ["zqa-message from the borrower"],
    },
  },
  {
    route: "GET /api/messages/unread",
    policy: ["canHaveThreads", "ownThreadsScope"],
    expect: { visitor: 401, borrowers: 200, lenders: 200, others: 403 },
    shows: {
      borrower: (world) => [world.a.submissionId],
      borrower2: (world) => [world.b.submissionId],
    },
  },
  {
    route: "GET /api/messages/unread/total",
    policy: ["canHaveThreads", "ownThreadsScope"],
    expect: { visitor: 401, borrowers: 200, lenders: 200, others: 403 },
    note: "One number over the caller's own threads (the scope of GET /api/messages/unread).",
  },
  {
    route: "GET /api/events",
    policy: "canHaveThreads",
    expect: { visitor: 401, borrowers: 200, lenders: 200, others: 403 },
    note: "A server-sent event stream: only the status is read, then the stream is dropped.",
    stream: true,
  },
  {
    route: "POST /api/submissions/:submissionId/messages",
    policy: ["isSignedIn", "canReadThread", "canWriteThread", "threadSideOf"],
    expect: participants,
    fixture: (world) => world.a.freshRequest(),
    request: (_world, { submissionId }) => ({
      url: `/api/submissions/${submissionId}/messages`,
      payload: { body: "zqa-message written by the matrix" },
    }),
    state: (world, { submissionId }) => threadState(world, submissionId ?? ""),
  },
  {
    route: "POST /api/submissions/:submissionId/read",
    policy: ["isSignedIn", "canReadThread", "canWriteThread", "threadSideOf"],
    expect: { ...participants, borrower: 204, lender: 204 },
    fixture: (world) => world.a.freshRequest(),
    request: (_world, { submissionId }) => ({
      url: `/api/submissions/${submissionId}/read`,
      payload: {},
    }),
    state: (world, { submissionId }) => threadState(world, submissionId ?? ""),
  },
];
