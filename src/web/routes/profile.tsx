import { ProfileScreen } from "@/web/features/profile/components/profile-screen";

/** Spec 2 'My Profile' (/profile). */
export default function ProfileRoute() {
  return <ProfileScreen />;
}
