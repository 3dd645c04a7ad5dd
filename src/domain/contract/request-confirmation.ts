/**
 * Contract of an anonymous request's confirmation link (issue 27 item 5,
 * docs/decisions/anonymous-request-confirmation.md): the mail's link opens
 * /request-confirmation?token=…; reading the link (GET) changes nothing, the page's buttons
 * POST confirm or withdraw ('This wasn't me').
 */
import { z } from "zod";
import { LOAN_PURPOSES } from "../reference/loan-types";

/** How long the mailed link works, for confirming as for withdrawing. */
export const REQUEST_CONFIRMATION_TTL_DAYS = 14;

const token = z.string().min(1).max(200).describe("The token of the mailed link");

export const requestConfirmationQuerySchema = z.object({ token });

export const requestConfirmationBodySchema = z
  .object({ token })
  .meta({ id: "RequestConfirmationToken" });

/** What the link is about, shown before the visitor chooses. */
export const requestConfirmationSchema = z
  .object({
    email: z.string().describe("The email the request was sent with"),
    loanAmount: z.number().nullable(),
    loanPurpose: z.enum(LOAN_PURPOSES).nullable(),
    propertyState: z.string().nullable(),
    lenderNames: z.array(z.string()).describe("The lenders the request was sent to"),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "RequestConfirmation" });

export const confirmRequestResponseSchema = z
  .object({
    outcome: z.literal("confirmed"),
    email: z.string(),
    onDashboard: z
      .boolean()
      .describe("The email has a verified account and the request is now on its dashboard"),
  })
  .meta({ id: "ConfirmedRequest" });

export const withdrawRequestResponseSchema = z
  .object({
    outcome: z.literal("withdrawn"),
    lendersTold: z.number().int().describe("How many lenders were told it was withdrawn"),
  })
  .meta({ id: "WithdrawnRequest" });

export type RequestConfirmation = z.infer<typeof requestConfirmationSchema>;
export type ConfirmRequestResponse = z.infer<typeof confirmRequestResponseSchema>;
export type WithdrawRequestResponse = z.infer<typeof withdrawRequestResponseSchema>;
