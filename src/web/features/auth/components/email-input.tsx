import { TextInput, type TextInputProps } from "@mantine/core";

/** The email field of every auth form: type email, browser autofill, required. */
export function EmailInput(props: TextInputProps) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      {...props}
    />
  );
}
