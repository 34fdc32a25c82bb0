import { describe, expect, it } from "vitest";
import { layoutRankChart } from "./rank-chart";

describe("layoutRankChart", () => {
  it("runs time left to right and puts rank 1 on top, in steps", () => {
    const chart = layoutRankChart(
      [
        { date: "2026-01-01", points: 30, rank: 5 },
        { date: "2026-01-11", points: 60, rank: 1 },
        { date: "2026-01-21", points: 50, rank: 3 },
      ],
      120,
      60,
      10,
    );
    expect(chart.best).toBe(1);
    expect(chart.worst).toBe(5);
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      [10, 50],
      [60, 10],
      [110, 30],
    ]);
    expect(chart.path).toBe("M10.0 50.0H60.0V10.0H110.0V30.0");
  });

  it("leaves out days without a rank, and centres a lone point", () => {
    const chart = layoutRankChart(
      [
        { date: "2026-01-01", points: 6, rank: null },
        { date: "2026-02-01", points: 8, rank: 2 },
      ],
      100,
      40,
    );
    expect(chart.points).toEqual([{ x: 50, y: 20, date: "2026-02-01", rank: 2, points: 8 }]);
    expect(layoutRankChart([], 100, 40).points).toEqual([]);
  });
});
