import { Box, Text } from "@mantine/core";
import type { PublicLender } from "@/domain/lenders/lender-dto";
import {
  RESPONSE_TIME_TEXTS,
  responseShareText,
  responseTimeHeadline,
} from "@/domain/lenders/response-times";

/**
 * Issue 35: how fast the lender answers, from answers on LenderLane ('Usually answers within
 * 6 h' and the share within 24 business hours, from 5 answered requests; 'Not enough requests
 * yet' below), always with where the figure came from. Shared by the lender card and page.
 */
export function ResponseTime({
  responseTime,
  size = "sm",
}: {
  responseTime: PublicLender["responseTime"];
  size?: "sm" | "md";
}) {
  const share = responseShareText(responseTime);
  return (
    <Box>
      <Text size={size} fw={share ? 600 : 400} c={share ? undefined : "dimmed"}>
        {responseTimeHeadline(responseTime)}
        {share ? (
          <Text span size={size} fw={400}>
            {" · "}
            {share}
          </Text>
        ) : null}
      </Text>
      <Text size="xs" c="dimmed">
        {RESPONSE_TIME_TEXTS.source}
      </Text>
    </Box>
  );
}
