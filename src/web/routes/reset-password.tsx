import { ResetPasswordScreen } from "@/web/features/auth/components/reset-password-screen";

/** Target of the emailed password reset link: /reset-password?token=… (or ?error=…). */
export default function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
