import { PrivacyPolicy } from "@/web/features/legal";

/** Spec 1 and 2: legal pages (/privacy). */
export default function PrivacyRoute() {
  return <PrivacyPolicy />;
}
