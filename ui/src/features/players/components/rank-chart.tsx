import { useFormat, useT } from "@/lib/i18n";
import type { RankingPoint } from "@/lib/wire";
import { layoutRankChart } from "../model/rank-chart";

const WIDTH = 320;
const HEIGHT = 120;

/**
 * The player's rank over a season as a small step chart (rank 1 on top), drawn from the
 * points the server replayed from the results. Its label says the story in words; each dot
 * names its day, rank and points.
 */
export function RankChartView({ history }: { history: RankingPoint[] }) {
  const t = useT();
  const format = useFormat();
  const chart = layoutRankChart(history, WIDTH, HEIGHT, 10);
  const first = chart.points[0];
  const last = chart.points[chart.points.length - 1];
  if (!first || !last) return <p className="text-sm text-slate-700">{t("playerPage.chartEmpty")}</p>;
  const label = t("playerPage.chartLabel", {
    first: `#${first.rank}`,
    from: format.date(first.date),
    last: `#${last.rank}`,
    to: format.date(last.date),
    best: `#${chart.best}`,
  });
  return (
    <figure className="grid gap-1">
      <div className="flex items-stretch gap-2">
        <div
          aria-hidden="true"
          className="flex flex-col justify-between py-1 text-xs font-bold text-slate-600"
        >
          <span>#{chart.best}</span>
          <span>#{chart.worst}</span>
        </div>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-0 rounded-xl bg-court-50 ring-1 ring-court-100"
        >
          <path
            d={chart.path}
            fill="none"
            stroke="var(--color-court-600)"
            strokeWidth={2.5}
            vectorEffect="non-scaling-stroke"
          />
          {chart.points.map((point) => (
            <circle key={point.date} cx={point.x} cy={point.y} r={3.5} fill="var(--color-court-800)">
              <title>
                {t("playerPage.chartPoint", {
                  date: format.date(point.date),
                  rank: point.rank,
                  points: format.number(point.points),
                })}
              </title>
            </circle>
          ))}
        </svg>
      </div>
      <figcaption className="flex justify-between text-xs text-slate-600">
        <span>{format.date(first.date)}</span>
        <span>{format.date(last.date)}</span>
      </figcaption>
    </figure>
  );
}
