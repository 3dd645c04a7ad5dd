/**
 * Session and access: the current user, sign-out, the guards of private pages, the permission
 * message and the inquiry-linking notice. Layouts and features import from here.
 */
export { INQUIRY_LIST_QUERY_ROOTS, invalidateInquiryLists } from "./linked-inquiries";
export { useLinkedInquiriesNotice } from "./linked-inquiries-notice";
export { getMe, getMeQueryOptions, type Me, type MeProfile, meQueryKey, useMe } from "./me";
export { PermissionMessage, SignInRequiredMessage } from "./permission-message";
export {
  AccountUnreachable,
  RequireAuth,
  type RequireAuthProps,
  RequireRole,
  type RequireRoleProps,
  useSignedInMe,
} from "./require-auth";
export { signOut, useSignOut } from "./sign-out";
