import { Anchor, Skeleton } from "@mantine/core";
import { useConfig } from "@/web/lib/config";

/** The configured support address (GET /api/config) as a mail link; never hard-coded. */
export function SupportEmail() {
  const { data, isPending } = useConfig();
  if (data?.supportEmail) {
    return <Anchor href={`mailto:${data.supportEmail}`}>{data.supportEmail}</Anchor>;
  }
  if (isPending) {
    return (
      <Skeleton component="span" display="inline-block" h="1em" w={180} aria-label="Loading" />
    );
  }
  return <>our support team through the Contact Us link at the bottom of every page</>;
}
