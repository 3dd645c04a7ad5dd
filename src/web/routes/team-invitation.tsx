import { TeamInvitationScreen } from "@/web/features/lender-team";

/** Issue 31 seats: a team invitation's mailed link (/team-invitation?token=…). */
export default function TeamInvitationRoute() {
  return <TeamInvitationScreen />;
}
