/**
 * Spec 8 'The error catalogue' for the sign-in page. The spec's wording comes from the product's
 * first auth provider; better-auth reports the same situations with its own codes, so both the
 * spec's message and better-auth's code are recognised.
 */

export interface ErrorNotice {
  title: string;
  message: string;
}

interface AuthErrorLike {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

function textOf(error: AuthErrorLike): { code: string; message: string; lower: string } {
  const code = error.code ?? "";
  const message = error.message ?? "";
  return { code, message, lower: `${code} ${message}`.toLowerCase() };
}

export function passwordSignInError(error: AuthErrorLike): ErrorNotice {
  const { code, message } = textOf(error);
  if (
    code === "INVALID_EMAIL_OR_PASSWORD" ||
    /invalid login credentials|invalid email or password/i.test(message)
  ) {
    return {
      title: "Invalid credentials",
      message: "Please check your email and password and try again.",
    };
  }
  if (code === "EMAIL_NOT_VERIFIED" || /email not (confirmed|verified)/i.test(message)) {
    return {
      title: "Email not confirmed",
      message: "Please check your email and click the confirmation link.",
    };
  }
  return { title: "Error signing in", message: message || "Something went wrong." };
}

export function magicLinkError(error: AuthErrorLike): ErrorNotice {
  const { message, lower } = textOf(error);
  if (message.includes("For security purposes, you can only request this after")) {
    return {
      title: "Too many requests",
      message:
        "Please wait before requesting another magic link. Check your email for the previous link.",
    };
  }
  if (lower.includes("rate limit") || lower.includes("too many") || error.status === 429) {
    return {
      title: "Rate limited",
      message: "Too many sign-in attempts. Please wait a few minutes and try again.",
    };
  }
  if (lower.includes("invalid")) {
    return { title: "Invalid email", message: "Please check your email address and try again." };
  }
  return { title: "Error", message: message || "Something went wrong." };
}

export function signUpError(error: AuthErrorLike): ErrorNotice {
  const { code, message, lower } = textOf(error);
  if (code.startsWith("USER_ALREADY_EXISTS") || /already (registered|exists)/i.test(message)) {
    return {
      title: "Account exists",
      message: "An account with this email already exists. Please sign in instead.",
    };
  }
  if (code.startsWith("PASSWORD_TOO") || lower.includes("password")) {
    return { title: "Weak password", message: message || "Please choose a stronger password." };
  }
  return { title: "Error creating account", message: message || "Something went wrong." };
}

/**
 * Text of the 'Authentication Error' alert for the `error` / `error_description` query
 * parameters that magic-link and verification links carry back to /auth.
 */
export function authUrlErrorText(code: string, description: string | null): string {
  const lowerCode = code.toLowerCase();
  const lowerDescription = (description ?? "").toLowerCase();
  if (lowerCode === "access_denied" || `${lowerCode} ${lowerDescription}`.includes("expired")) {
    return "Your magic link has expired. Please request a new one.";
  }
  if (lowerCode === "server_error") return "Authentication server error. Please try again.";
  if (`${lowerCode} ${lowerDescription}`.includes("invalid")) {
    return "Invalid or expired magic link. Please request a new one.";
  }
  return description || code;
}
