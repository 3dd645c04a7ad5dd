import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { twoFactorPasswordSchema } from "@/domain/accounts/two-factor";
import { useSchemaForm } from "@/web/lib/form";
import { failureToast } from "../lib/failure-toast";

interface PasswordConfirmFormProps<Data> {
  hasPassword: boolean;
  mutation: UseMutationResult<Data, Error, string | undefined>;
  label: string;
  pendingLabel: string;
  color?: string;
  onDone: (data: Data) => void;
}

/**
 * A button that confirms an account change with the password (when the account has one): set
 * up, new backup codes, switch off.
 */
export function PasswordConfirmForm<Data>({
  hasPassword,
  mutation,
  label,
  pendingLabel,
  color,
  onDone,
}: PasswordConfirmFormProps<Data>) {
  const schema = useMemo(() => twoFactorPasswordSchema(hasPassword), [hasPassword]);
  const form = useSchemaForm(schema, { password: "" });
  const submit = form.submit(mutation, {
    variables: (parsed) => parsed.password,
    errorToast: failureToast,
    onSuccess: (data) => {
      form.reset();
      onDone(data);
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        {hasPassword ? (
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
          />
        ) : null}
        <Group>
          <Button type="submit" color={color} disabled={mutation.isPending}>
            {mutation.isPending ? pendingLabel : label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
