/**
 * The one error shape every API route answers with: `{ error: { code, message, fields? } }`.
 * `code` is a stable business code the web branches on; `fields` maps a field path to its message.
 */
import { z } from "zod";

export const errorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: "Error" });
