/**
 * Lender verification from the lender's side (issue 35,
 * docs/decisions/2026-11-27-lender-verification.md): its evidence and state, the submission,
 * evidence uploads, and the download of an evidence file (the lender's own team or an admin).
 *
 * Uploads are the file's raw bytes (`application/octet-stream`) with its name in the query:
 * one file per request, parsed in this plugin's scope only (the rest of the API stays
 * JSON-only), the body capped at EVIDENCE_MAX_BYTES by Fastify (413 before anything is read
 * into memory past it), the type decided by the bytes.
 */

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@/domain/contract/error";
import {
  evidenceFileParams,
  evidenceFileSchema,
  evidenceUploadQuerySchema,
  ownVerificationResponseSchema,
  verificationSubmitBodySchema,
} from "@/domain/contract/lender-verification";
import { EVIDENCE_MAX_BYTES } from "@/domain/lenders/verification/evidence-file";
import { toActor } from "@/domain/policies/actor";
import { canSubmitVerification } from "@/domain/policies/verification-policies";
import { AppError, notFound } from "../../lib/app-error";
import { requireApprovedLender, requireSignedIn, viewerOf } from "../../plugins/guards";
import { getOwnVerification } from "../../services/lender-verification/get-own-verification";
import { readEvidenceFile } from "../../services/lender-verification/read-evidence-file";
import { submitVerification } from "../../services/lender-verification/submit-verification";
import { uploadEvidence } from "../../services/lender-verification/upload-evidence";
import { toEvidenceFileDto } from "../../services/lender-verification/verification-dto";
import { resolveOwnLender } from "../../services/lender-workspace/resolve-own-lender";
import { NO_LENDER_PROFILE_MESSAGE } from "../../services/lender-workspace/update-lender";
import type { RouteDeps } from "../route-deps";

const PRIVATE = "private, no-store";
const errors = { 401: errorResponse, 403: errorResponse };
/** The body limit of an upload: the cap, plus nothing (Fastify answers 413 past it). */
export const EVIDENCE_BODY_LIMIT = EVIDENCE_MAX_BYTES;

const verificationRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "db" | "storage">> = async (
  app,
  { db, storage },
) => {
  app.addContentTypeParser(
    "application/octet-stream",
    { parseAs: "buffer", bodyLimit: EVIDENCE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/api/lender-workspace/verification",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "My verification: the pledge to sign, my latest evidence, its state, my files",
        response: { 200: ownVerificationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const lender = await resolveOwnLender(db, viewer);
      reply.header("cache-control", PRIVATE);
      // Evidence is the owner's (issue 31 seats): a team member reads it as having no record.
      const actor = toActor(viewer.profile, lender?.id ?? null, lender?.seatRole ?? null);
      const own = lender && canSubmitVerification(actor, lender) ? lender : null;
      return getOwnVerification(db, storage, own);
    },
  );

  app.put(
    "/api/lender-workspace/verification",
    {
      onRequest: requireApprovedLender,
      schema: {
        tags: ["lender-workspace"],
        summary: "Submit my verification evidence for an admin's review",
        body: verificationSubmitBodySchema,
        response: {
          200: ownVerificationResponseSchema,
          400: errorResponse,
          ...errors,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const lender = await resolveOwnLender(db, viewer);
      if (!lender) throw notFound(NO_LENDER_PROFILE_MESSAGE);
      await submitVerification(
        db,
        toActor(viewer.profile, lender.id, lender.seatRole),
        lender.id,
        request.body,
        new Date(),
      );
      reply.header("cache-control", PRIVATE);
      return getOwnVerification(db, storage, lender);
    },
  );

  app.post(
    "/api/lender-workspace/verification/files",
    {
      onRequest: requireApprovedLender,
      bodyLimit: EVIDENCE_BODY_LIMIT,
      schema: {
        tags: ["lender-workspace"],
        summary: "Upload one evidence document (PDF, PNG or JPEG, at most 10 MB)",
        description:
          "The body is the file's bytes, sent as application/octet-stream; `name` is its " +
          "file name. The type is read from the bytes: anything else is a 415.",
        querystring: evidenceUploadQuerySchema,
        response: {
          201: evidenceFileSchema,
          400: errorResponse,
          ...errors,
          404: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!(body instanceof Uint8Array)) {
        throw new AppError("validation_failed", "Send the file's bytes.", {
          _: "Send the file's bytes.",
        });
      }
      const viewer = await viewerOf(request);
      const lender = await resolveOwnLender(db, viewer);
      if (!lender) throw notFound(NO_LENDER_PROFILE_MESSAGE);
      const file = await uploadEvidence(
        db,
        storage,
        toActor(viewer.profile, lender.id, lender.seatRole),
        lender.id,
        {
          name: request.query.name,
          bytes: body,
        },
      );
      reply.code(201).header("cache-control", PRIVATE);
      return toEvidenceFileDto(file);
    },
  );

  app.get(
    "/api/verification-files/:fileId",
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ["lender-workspace"],
        summary: "Download an evidence file (the lender's own account or an admin)",
        params: evidenceFileParams,
        response: {
          200: z.string().describe("The file's bytes (application/pdf, image/png or image/jpeg)"),
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const lender =
        viewer.profile.userType === "lender" ? await resolveOwnLender(db, viewer) : null;
      const file = await readEvidenceFile(
        db,
        storage,
        toActor(viewer.profile, lender?.id ?? null, lender?.seatRole ?? null),
        request.params.fileId,
      );
      return reply
        .header("content-type", file.meta.contentType)
        .header(
          "content-disposition",
          `attachment; filename="${asciiName(file.meta.name)}"; filename*=UTF-8''${encodeURIComponent(file.meta.name)}`,
        )
        .header("x-content-type-options", "nosniff")
        .header("cache-control", PRIVATE)
        .send(
          // The typed reply wants the schema's string; a Buffer is sent as its bytes.
          Buffer.from(
            file.bytes.buffer,
            file.bytes.byteOffset,
            file.bytes.byteLength,
          ) as unknown as string,
        );
    },
  );
};

/** The name's ASCII fallback for old clients (filename*= carries the real one). */
function asciiName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
}

export default verificationRoutes;
