import { Paper, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { ProfilePatchBody } from "@/domain/contract/account";
import { aboutYouSchema } from "@/domain/loan-requests/loan-request-schemas";
import { useSaveAboutYouField } from "@/web/features/loan-requests";
import type { MeProfile } from "@/web/lib/session";
import type { AboutYouFormValues } from "../lib/form-values";
import { AboutYouFields, type AboutYouForm } from "./about-you-fields";

type ProfileField = "phone" | "creditScore" | "experienceYears";

function isProfileField(field: keyof AboutYouFormValues): field is ProfileField {
  return field === "phone" || field === "creditScore" || field === "experienceYears";
}

/**
 * 'About You' for a signed-in user, on the review step: the account's email, and phone, credit
 * score and experience from the profile. A valid changed value is saved to the profile when
 * the field is left (spec 6); invalid values stay with their message and are not saved.
 */
export function SignedInAboutYou({ form, profile }: { form: AboutYouForm; profile: MeProfile }) {
  const save = useSaveAboutYouField();
  const [saved, setSaved] = useState(false);

  const onFieldBlur = (field: keyof AboutYouFormValues, value?: string | null) => {
    if (!isProfileField(field)) return;
    const raw = value === undefined ? form.getValues()[field] : value;
    const result = aboutYouSchema.shape[field].safeParse(raw);
    if (!result.success) return;
    const parsed = result.data as ProfilePatchBody[ProfileField];
    if ((profile[field] ?? null) === (parsed ?? null)) return;
    setSaved(false);
    save.mutate({ [field]: parsed } as ProfilePatchBody, { onSuccess: () => setSaved(true) });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} fz="sm" mb="xs">
        About You
      </Title>
      <AboutYouFields form={form} emailReadOnly onFieldBlur={onFieldBlur} />
      <Text size="xs" c="dimmed" mt="xs" aria-live="polite">
        {save.isPending
          ? "Saving to your profile..."
          : save.isError
            ? "Could not save to your profile."
            : saved
              ? "Saved to your profile."
              : "Changes here are saved to your profile."}
      </Text>
    </Paper>
  );
}
