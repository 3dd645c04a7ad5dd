/** Account API calls shared by the account route tests. */
import type { TestClient } from "./test-app";

/** PATCH /api/me/profile. */
export const patchProfile = (client: TestClient, payload: Record<string, unknown>) =>
  client.request({ method: "PATCH", url: "/api/me/profile", payload });

/** POST /api/me/complete-profile. */
export const completeProfile = (client: TestClient, payload: Record<string, unknown>) =>
  client.post("/api/me/complete-profile", payload);
