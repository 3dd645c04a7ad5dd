/**
 * Toast titles and texts of the error catalogue and success notices (spec 8), so every screen
 * and test uses the exact wording. Failure toasts are destructive unless noted. Auth failures
 * that depend on the error message are mapped in auth-errors.ts.
 */

export interface ToastMessage {
  title: string;
  text: string;
}

/**
 * Spec 8's lender sign-up notice: one untitled toast. Its own sentence already says 'Account
 * created', so the borrower's 'Account created!' title above it read as a second toast.
 */
export const LENDER_ACCOUNT_CREATED_TEXT =
  "Account created successfully! Your lender account is pending approval. We'll notify you once it's been reviewed.";

export const MISSING_INFORMATION_TITLE = "Missing Information";

export const TOASTS = {
  missingAllFields: {
    title: MISSING_INFORMATION_TITLE,
    text: "Please fill in all fields to continue.",
  },
  missingRequiredFields: {
    title: MISSING_INFORMATION_TITLE,
    text: "Please fill in all required fields.",
  },
  missingContactInformation: {
    title: MISSING_INFORMATION_TITLE,
    text: "Please fill in all contact information.",
  },
  validationError: {
    title: "Validation Error",
    text: "Please fix the validation errors before submitting.",
  },
  quoteSubmitFailed: { title: "Error", text: "Something went wrong. Please try again." },
  serviceUnavailable: { title: "Service Unavailable", text: "Please try again later." },
  alreadySubmitted: {
    title: "Already Submitted",
    text: "This loan request has already been submitted to this lender.",
  },
  passwordUpdateFailed: { title: "Error", text: "Failed to update password." },
  fieldUpdateFailed: { title: "Error", text: "Failed to update field. Please try again." },
  noLenderProfile: { title: "Error", text: "No lender profile found to update." },
  noChanges: { title: "No Changes", text: "The new value is the same as the current value." },
  newValueRequired: { title: "Error", text: "New value is required" },
  magicLinkSent: {
    title: "Check your email",
    text: "We've sent you a magic link to sign in. The link expires in 1 hour.",
  },
  accountCreated: {
    title: "Account created!",
    text: "Please check your email to verify your account.",
  },
  loanRequestSent: {
    title: "Success!",
    text: "Your loan request has been sent and a confirmation email is on its way.",
  },
  inquirySent: { title: "Success!", text: "Your loan inquiry has been sent to the lender." },
  lenderCreated: { title: "Success", text: "Lender created successfully." },
  lenderUpdated: { title: "Success", text: "Lender updated successfully." },
  lenderDeleted: { title: "Success", text: "Lender deleted successfully." },
  lenderSelfUpdated: {
    title: "Success",
    text: "Your lender profile has been updated successfully.",
  },
  productsConfirmed: {
    title: "Success",
    text: "Your loan products are confirmed as up to date today.",
  },
  userApprovalUpdated: { title: "Success", text: "User approval status updated successfully." },
  usersApproved: { title: "Success", text: "Users approved successfully." },
  resetLinkSent: {
    title: "Success",
    text: "Password reset link sent! Check your email for a link to reset your password.",
  },
} as const satisfies Record<string, ToastMessage>;

/** Fallback texts when a failure carries no message of its own (spec 8 'Other failures'). */
export const FAILURE_FALLBACKS = {
  createLoanRequest: "Failed to create loan request.",
  completeLoanSubmission: "Failed to complete loan submission.",
  updateProfile: "Failed to update profile.",
  submitLoanRequest: "Failed to submit loan request.",
  processSubmission: "Failed to process submission. Please try again.",
  anonymousSubmit: "Failed to process submission",
  updateLenderProfile: "Failed to update lender profile.",
  confirmProducts: "Failed to confirm your loan products.",
} as const;

/** 'Error' toast with the failure's message, or the given fallback when it has none. */
export function errorToast(message: string | null | undefined, fallback: string): ToastMessage {
  return { title: "Error", text: message?.trim() ? message : fallback };
}

/** 'Your loan request has been submitted to {company}.' (spec 8 'Success notices'). */
export function loanRequestSubmittedToast(companyName: string): ToastMessage {
  return {
    title: "Loan Request Submitted",
    text: `Your loan request has been submitted to ${companyName}.`,
  };
}

/** 'Successfully linked N previous loan submission(s) to your account.' (spec 4, 8). */
export function previousSubmissionsFoundToast(count: number): ToastMessage {
  return {
    title: "Previous Submissions Found",
    text: `Successfully linked ${count} previous loan submission(s) to your account.`,
  };
}

/** '<label> has been updated successfully.' (spec 8 'Field Updated'). */
export function fieldUpdatedToast(label: string): ToastMessage {
  return { title: "Field Updated", text: `${label} has been updated successfully.` };
}

/** Database duplicate-key failures on submit are silently ignored (spec 8). */
export function isDuplicateKeyError(message: string | null | undefined): boolean {
  const m = (message ?? "").toLowerCase();
  return m.includes("duplicate key") || m.includes("unique constraint") || m.includes("23505");
}

/**
 * Success notices of the account screens (spec 8 'Success notices'; spec 4 'Inquiry linking'
 * is previousSubmissionsFoundToast above). Where the spec gives only a title,
 * the text is ours.
 */
export const ACCOUNT_TOASTS = {
  signedIn: { title: "Welcome back!", text: "You have successfully signed in." },
  /** Spec 4 'Auth state': signing in by a magic link (the spec names only the title). */
  welcome: { title: "Welcome!", text: "" },
  /** The spec names only the title. */
  signedOut: { title: "Signed out", text: "" },
  profileUpdated: { title: "Profile updated", text: "Your profile has been saved." },
  profileCompleted: { title: "Profile Updated", text: "Your profile is complete. Welcome aboard!" },
  passwordChanged: { title: "Password updated", text: "Your password has been changed." },
  passwordAdded: {
    title: "Password updated",
    text: "A password has been added to your account. You can now also sign in with your email and password.",
  },
  passwordReset: {
    title: "Password updated",
    text: "Your password has been reset. Sign in with your new password.",
  },
} as const satisfies Record<string, ToastMessage>;

/** The 'Password updated' notice: a changed password, or one added to a magic-link account. */
export function passwordUpdatedToast(added: boolean): ToastMessage {
  return added ? ACCOUNT_TOASTS.passwordAdded : ACCOUNT_TOASTS.passwordChanged;
}
