import type { PublicLender } from "@/domain/lenders/lender-dto";
import {
  RESPONSE_TIME_TEXTS,
  responseShareText,
  responseTimeHeadline,
} from "@/domain/lenders/response-times";
import { textClass } from "./plain-text";

/**
 * Issue 35: how fast the lender answers, from answers on LenderLane ('Usually answers within
 * 6 h' and the share within 24 business hours, from 5 answered requests; 'Not enough requests
 * yet' below), always with where the figure came from. Shared by the lender card and page;
 * plain elements drawn as Mantine's Text (plain-text.ts), as a listing has one per card (issue 34).
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
    <div>
      <p className={textClass(size, share ? "w600" : "w400", !share && "dimmed")}>
        {responseTimeHeadline(responseTime)}
        {share ? (
          <span className={textClass(size, "w400")}>
            {" · "}
            {share}
          </span>
        ) : null}
      </p>
      <p className={textClass("xs", "dimmed")}>{RESPONSE_TIME_TEXTS.source}</p>
    </div>
  );
}
