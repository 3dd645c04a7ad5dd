import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { profileEditSchema } from "@/domain/accounts/profile-schemas";
import { errorToast, FAILURE_FALLBACKS } from "@/domain/site/toast-messages";
import { CreditScoreField, PhoneField, useSchemaForm } from "@/web/lib/form";
import type { MeProfile } from "@/web/lib/session";
import { useUpdateProfile } from "../api/update-profile";
import { profileEditValues } from "../lib/profile-form-values";
import { ExperienceField } from "./profile-fields";

interface EditProfileDialogProps {
  opened: boolean;
  onClose: () => void;
  profile: MeProfile;
  email: string;
}

function EditProfileForm({ profile, email, onClose }: Omit<EditProfileDialogProps, "opened">) {
  const update = useUpdateProfile();
  const form = useSchemaForm(profileEditSchema, profileEditValues(profile), {
    validateInputOnBlur: true,
  });

  // 'Profile Updated' is shown by useUpdateProfile.
  const submit = form.submit(update, {
    errorToast: (error) => errorToast(error.message, FAILURE_FALLBACKS.updateProfile),
    toastFieldErrors: true,
    onSuccess: onClose,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Full Name"
          autoComplete="name"
          required
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
