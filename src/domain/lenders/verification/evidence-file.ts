/**
 * Evidence files a lender uploads for its verification (issue 35): PDF, PNG or JPEG only,
 * recognised by their first bytes (what the file is), never by the name or the content type
 * the browser claims; at most EVIDENCE_MAX_BYTES.
 */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_MAX_MEGABYTES = EVIDENCE_MAX_BYTES / (1024 * 1024);
export const EVIDENCE_NAME_MAX_LENGTH = 200;

export const EVIDENCE_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

export const EVIDENCE_MESSAGES = {
  type: "Upload a PDF, PNG or JPEG file.",
  size: `Files can be at most ${EVIDENCE_MAX_MEGABYTES} MB.`,
  empty: "The file is empty.",
  name: `File names can be at most ${EVIDENCE_NAME_MAX_LENGTH} characters.`,
} as const;

const SIGNATURES: readonly { type: EvidenceType; bytes: readonly number[] }[] = [
  { type: "application/pdf", bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
];

/** The file's type from its first bytes; null when it is none of the accepted types. */
export function sniffEvidenceType(bytes: Uint8Array): EvidenceType | null {
  for (const { type, bytes: signature } of SIGNATURES) {
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) {
      return type;
    }
  }
  return null;
}

/**
 * A file name safe to store and to send back in Content-Disposition: the last path segment,
 * control characters and quotes removed, trimmed; 'evidence' when nothing is left.
 */
export function cleanEvidenceName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose
  const cleaned = last.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return cleaned.slice(0, EVIDENCE_NAME_MAX_LENGTH) || "evidence";
}
