import { TextInput, type TextInputProps } from "@mantine/core";

/**
 * A number input of the lender form (spec 5: parsed to a float or null; zero and empty are
 * empty). Text input with a decimal keyboard, so '$', ',' and '%' may be typed too.
 */
export function NumberField(props: TextInputProps & { step?: number }) {
  const { step: _step, ...rest } = props;
  return <TextInput inputMode="decimal" autoComplete="off" {...rest} />;
}
