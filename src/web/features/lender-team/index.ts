/** A lender's team (issue 31 seats): the owner's Team tab and the invitation link's page. */
export { TeamInvitationScreen } from "./components/team-invitation-screen";
export { TeamTab } from "./components/team-tab";
