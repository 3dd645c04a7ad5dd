/** Admin users (issue 13): the users page with the pending-lender panel, and the user detail. */
export { adminUsersRoot } from "./api/users";
export { ApproveDialog } from "./components/approve-dialog";
export { PendingPanel } from "./components/pending-panel";
export { UserDetail } from "./components/user-detail";
export { UsersScreen } from "./components/users-screen";
