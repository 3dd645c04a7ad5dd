import type { ProfileViews } from "@/domain/contract/lender-workspace";

/**
 * A small line of the past 30 days' profile views. Decorative next to the number it sums: the
 * text alternative says the total and the busiest day.
 */
export function ViewsSparkline({ views }: { views: ProfileViews }) {
  const width = 120;
  const height = 32;
  const max = Math.max(1, ...views.daily.map((d) => d.views));
  const step = width / Math.max(1, views.daily.length - 1);
  const points = views.daily
    .map(
      (d, i) =>
        `${(i * step).toFixed(1)},${(height - 2 - (d.views / max) * (height - 4)).toFixed(1)}`,
    )
    .join(" ");
  const busiest = views.daily.reduce(
    (a, b) => (b.views > a.views ? b : a),
    views.daily[0] ?? { day: "", views: 0 },
  );
  const label =
    views.total === 0
      ? "No profile views in the past 30 days"
      : `Profile views per day over the past 30 days; busiest day ${busiest.day} with ${busiest.views}`;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      data-testid="views-sparkline"
    >
      <polyline
        points={points}
        fill="none"
        stroke="var(--mantine-color-lane-6)"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
