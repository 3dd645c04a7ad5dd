import type { Auth } from "../../auth/auth";

export interface HasPasswordOptions {
  auth: Auth;
  userId: string;
}

/** Whether the user can sign in with a password (a better-auth credential account with one). */
export async function hasPassword({ auth, userId }: HasPasswordOptions): Promise<boolean> {
  const context = await auth.$context;
  const account = await context.internalAdapter.findCredentialAccount(userId);
  return Boolean(account?.password);
}
