/**
 * `Permissions-Policy` on every answer (issue 30 'Headers'): the browser features the app does
 * not use are turned off for it and for anything it might embed, so an injected script or a
 * frame could not ask for them either. The app uses none of these (no camera, microphone,
 * location, payment, device or sensor APIs, no media, no passkeys or federated sign-in, no
 * one-time-code reading); fullscreen and writing to the clipboard stay allowed for the site
 * itself (a future copy button, a zoomed image), as the browser's default has it. Only
 * features Chromium knows are listed: it warns about an unknown one in the console of every
 * page (checked with Debian's Chromium 156: no warning).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const DENIED = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "clipboard-read",
  "display-capture",
  "encrypted-media",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "window-management",
  "xr-spatial-tracking",
] as const;

const SELF_ONLY = ["clipboard-write", "fullscreen"] as const;

export const PERMISSIONS_POLICY = [
  ...DENIED.map((feature) => `${feature}=()`),
  ...SELF_ONLY.map((feature) => `${feature}=(self)`),
].join(", ");

export default fp(
  async function permissionsPolicy(app: FastifyInstance) {
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("permissions-policy", PERMISSIONS_POLICY);
    });
  },
  { name: "permissions-policy" },
);
