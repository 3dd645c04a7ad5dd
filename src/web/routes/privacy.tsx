import { PrivacyPolicy } from "@/web/features/legal/components/privacy-policy";

/** Spec 1 and 2: legal pages (/privacy). */
export default function PrivacyRoute() {
  return <PrivacyPolicy />;
}
