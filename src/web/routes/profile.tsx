import { ProfileScreen } from "@/web/features/profile/components/profile-screen";
import { RequireAuth } from "@/web/lib/session";

/** Spec 2 'My Profile' (/profile): signed-in users only. */
export default function ProfileRoute() {
  return (
    <RequireAuth
      title="My Profile"
      signInTitle="Please sign in to view your profile."
      signInText="Sign in to update your details and password."
    >
      <ProfileScreen />
    </RequireAuth>
  );
}
