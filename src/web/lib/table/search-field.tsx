/**
 * SearchField: the search box over a server-searched list. Typing updates the box at once and
 * calls `onSearch` after a short pause (one request per pause, not per key); Enter searches at
 * once and the clear button empties it. A value changed from outside (back button, a link) is
 * taken over.
 *
 *   <SearchField label="Search loan requests" value={state.q ?? ""}
 *     onSearch={(q) => update((s) => ({ ...s, q, page: 1 }), { replace: true })} />
 */
import { CloseButton, TextInput, type TextInputProps } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";

export interface SearchFieldProps extends Omit<TextInputProps, "value" | "onChange"> {
  label: string;
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  /** Pause after the last key before searching. */
  delay?: number;
}

export function SearchField({ label, value, onSearch, delay = 300, ...rest }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const debounced = useDebouncedCallback((next: string) => {
    sent.current = next.trim();
    onSearch(next.trim());
  }, delay);

  useEffect(() => {
    // Taken over only when it is not the echo of what this box sent.
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const searchNow = (next: string) => {
    debounced.cancel();
    sent.current = next.trim();
    onSearch(next.trim());
  };

  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            onClick={() => {
              setText("");
              searchNow("");
            }}
          />
        ) : null
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          searchNow(text);
        }
      }}
      {...rest}
    />
  );
}
