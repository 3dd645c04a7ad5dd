/**
 * A CSV download (issue 31 'Exports'): a plain link the browser saves (the server answers it as
 * an attachment), so it works by keyboard and without JavaScript.
 */
import { Anchor } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";

export function CsvDownloadLink({ href, label }: { href: string; label: string }) {
  return (
    <Anchor href={href} download size="sm">
      <IconDownload size={14} aria-hidden="true" style={{ verticalAlign: "-2px" }} /> {label}
    </Anchor>
  );
}
