import type { RankingPoint } from "@/lib/wire";

/** A point of the rank chart, placed. */
export interface PlacedPoint {
  x: number;
  y: number;
  date: string;
  rank: number;
  points: number;
}

/** The rank chart's drawing: its points, the line through them, and the rank at top and bottom. */
export interface RankChart {
  points: PlacedPoint[];
  /** An SVG path: steps, since a rank holds until the next day that moves it. */
  path: string;
  best: number;
  worst: number;
}

const DAY_MS = 86_400_000;

function day(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

/**
 * Places the ranked points of a season in a `width` × `height` box (with `pad` around):
 * time runs left to right, rank 1 on top. Points without a rank are left out; a single point
 * sits in the middle.
 */
export function layoutRankChart(history: RankingPoint[], width: number, height: number, pad = 8): RankChart {
  const ranked = history.filter((p): p is RankingPoint & { rank: number } => p.rank !== null);
  if (ranked.length === 0) return { points: [], path: "", best: 0, worst: 0 };
  const best = Math.min(...ranked.map((p) => p.rank));
  const worst = Math.max(...ranked.map((p) => p.rank));
  const first = day(ranked[0]?.date ?? "");
  const last = day(ranked[ranked.length - 1]?.date ?? "");
  const x = (date: string) =>
    last === first ? width / 2 : pad + ((day(date) - first) / (last - first)) * (width - 2 * pad);
  const y = (rank: number) =>
    worst === best ? height / 2 : pad + ((rank - best) / (worst - best)) * (height - 2 * pad);
  const points = ranked.map((p) => ({
    x: x(p.date),
    y: y(p.rank),
    date: p.date,
    rank: p.rank,
    points: p.points,
  }));
  const path = points
    .map((p, index) => {
      const previous = points[index - 1];
      if (!previous) return `M${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
      return `H${p.x.toFixed(1)}V${p.y.toFixed(1)}`;
    })
    .join("");
  return { points, path, best, worst };
}
