import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { profileEditSchema } from "@/domain/profile-schemas";
import { ACCOUNT_TOASTS, errorToast, FAILURE_FALLBACKS } from "@/domain/toast-messages";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import type { MeProfile } from "@/web/lib/session";
import { useUpdateProfile } from "../api/update-profile";
import { profileEditValues } from "../lib/profile-form-values";
import { CreditScoreField, ExperienceField, PhoneField } from "./profile-fields";

interface EditProfileDialogProps {
  opened: boolean;
  onClose: () => void;
  profile: MeProfile;
  email: string;
}

function EditProfileForm({ profile, email, onClose }: Omit<EditProfileDialogProps, "opened">) {
  const update = useUpdateProfile();
  const form = useForm({
    mode: "controlled",
    initialValues: profileEditValues(profile),
    validate: schemaResolver(profileEditSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    update.mutate(profileEditSchema.parse(values), {
      onSuccess: () => {
        notify.success({
          title: ACCOUNT_TOASTS.profileUpdated.title,
          message: ACCOUNT_TOASTS.profileUpdated.text,
        });
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(error.fields);
        notify.errorToast(errorToast(error.message, FAILURE_FALLBACKS.updateProfile));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Full Name"
          autoComplete="name"
          data-autofocus
          {...form.getInputProps("fullName")}
        />
        <TextInput
          label="Email"
          value={email}
          readOnly
          description="Your sign-in email can't be changed here."
          variant="filled"
        />
        <PhoneField {...form.getInputProps("phone")} />
        <ExperienceField {...form.getInputProps("experienceYears")} />
        <CreditScoreField {...form.getInputProps("creditScore")} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Spec 2 'My Profile' edit: email is read-only; only full name, phone, experience and a
 * numeric credit score are saved. Server field messages show on their fields.
 */
export function EditProfileDialog({ opened, onClose, profile, email }: EditProfileDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Profile" size="md" centered>
      {/* Mounted only while open, so each opening starts from the saved profile. */}
      {opened ? <EditProfileForm profile={profile} email={email} onClose={onClose} /> : null}
    </Modal>
  );
}
