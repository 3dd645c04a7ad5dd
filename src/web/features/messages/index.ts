/** Submission threads on the web (issue 15): mount points for the dashboards and the header. */

export {
  messageKeys,
  unreadCountsMeta,
  unreadOfSubmission,
  useUnreadCounts,
} from "./api/messages";
export { HeaderUnreadBadge } from "./components/header-unread-badge";
export { MessagesButton, SubmissionMessagesButton } from "./components/messages-button";
export { ThreadDrawer } from "./components/thread-drawer";
export { RequestUnreadBadge } from "./components/unread-badges";
