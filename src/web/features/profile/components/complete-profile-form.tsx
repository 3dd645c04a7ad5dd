import { Button, Container, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { COMPANY_NAME_REQUIRED } from "@/domain/accounts/auth-schemas";
import { completeProfileSchema } from "@/domain/accounts/profile-schemas";
import { errorToast, FAILURE_FALLBACKS } from "@/domain/site/toast-messages";
import { CreditScoreField, type FormErrors, PhoneField, useSchemaForm } from "@/web/lib/form";
import type { MeProfile } from "@/web/lib/session";
import { useCompleteProfile } from "../api/complete-profile";
import { type CompleteProfileValues, completeProfileValues } from "../lib/profile-form-values";

/**
 * Beside the domain schema, the company name for a lender: the server asks for it too (unless
 * the account already has one, which this form shows prefilled), so it is checked before
 * sending rather than after a round trip.
 */
function lenderCompanyRequired(values: CompleteProfileValues): FormErrors {
  return values.userType === "lender" && values.companyName.trim() === ""
    ? { companyName: COMPANY_NAME_REQUIRED }
    : {};
}

/**
 * Spec 2 'Home': the 'Complete Your Profile' form shown instead of the hero and search for a
 * signed-in user whose profile is not yet completed (`completedAt`, set once by the server).
 * Full Name, Phone Number, Credit Score, 'I am a' (Borrower / Lender) and Company Name for
 * lenders; 'Update Profile'. Saving reloads the account, so home then shows its normal content.
 */
export function CompleteProfileForm({ profile }: { profile: MeProfile }) {
  const complete = useCompleteProfile();
  const form = useSchemaForm(completeProfileSchema, completeProfileValues(profile), {
    refine: lenderCompanyRequired,
    validateInputOnBlur: ["fullName", "phone", "creditScore"],
  });
  const isLender = form.values.userType === "lender";

  // 'Profile Updated' is shown by useCompleteProfile (this form unmounts on success).
  const submit = form.submit(complete, {
    errorToast: (error) => errorToast(error.message, FAILURE_FALLBACKS.updateProfile),
    toastFieldErrors: true,
  });

  return (
    <Container size={560} px="md" py={{ base: "xl", sm: 56 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} ta="center" fz={{ base: 26, sm: 32 }}>
            Complete Your Profile
          </Title>
          <Text c="dimmed" ta="center" mt="xs">
            Tell us a little about yourself so we can match you with the right lenders.
          </Text>
        </div>
        <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md">
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <TextInput
                label="Full Name"
                autoComplete="name"
                required
                {...form.getInputProps("fullName")}
              />
              <PhoneField {...form.getInputProps("phone")} />
              <CreditScoreField {...form.getInputProps("creditScore")} />
              <Radio.Group label="I am a" required {...form.getInputProps("userType")}>
                <Stack gap="xs" mt="xs">
                  <Radio value="borrower" label="Borrower - Looking for loans" />
                  <Radio value="lender" label="Lender - Providing loans" />
                </Stack>
              </Radio.Group>
              {isLender ? (
                <TextInput
                  label="Company Name"
                  autoComplete="organization"
                  required
                  {...form.getInputProps("companyName")}
                />
              ) : null}
              <Button type="submit" fullWidth disabled={complete.isPending}>
                {complete.isPending ? "Updating..." : "Update Profile"}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </Container>
  );
}
