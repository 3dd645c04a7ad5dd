/**
 * Request ids (issue 33 'Metrics and health'): every request gets one, written on each of its
 * log lines (Fastify's `reqId`) and sent back as `X-Request-Id` on every answer, errors
 * included, so a user's report or a proxy's log leads to the server's lines. An id arriving in
 * `X-Request-Id` is kept only from a proxy the server trusts (TRUST_PROXY) and only when it is
 * short and plain; anyone else's is replaced, so a client cannot forge or flood the log's ids.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import type { TrustProxy } from "../env";

export const REQUEST_ID_HEADER = "x-request-id";
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Whether the connection's peer is a proxy TRUST_PROXY names. */
export function trustsPeer(trustProxy: TrustProxy | undefined): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === "number") return () => trustProxy > 0;
  if (!Array.isArray(trustProxy) || trustProxy.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
    const type = isIP(plain) === 6 ? "ipv6" : "ipv4";
    return isIP(plain) !== 0 && list.check(plain, type);
  };
}

/** Fastify's genReqId: a trusted proxy's plain id, otherwise a new UUID. */
export function requestIdGenerator(
  trustProxy: TrustProxy | undefined,
): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress ?? "";
    if (typeof given === "string" && PLAIN_ID.test(given) && trusted(peer)) return given;
    return randomUUID();
  };
}
