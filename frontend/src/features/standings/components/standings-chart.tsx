import type { StandingsHistory } from '@tribal/contracts';
import { useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPoints } from '@/lib/format-points';

/** Members drawn by default: more lines than this is a tangle. */
export const CHART_TOP = 10;

const PALETTE = [
  '#13505b',
  '#f08a24',
  '#2f7d4a',
  '#b4462b',
  '#6a4c93',
  '#1b98e0',
  '#c9a227',
  '#d1495b',
  '#5a3f25',
  '#00a6a6',
];

function colorOf(index: number): string {
  // Beyond the palette: hues spread by the golden angle so neighbours differ.
  return PALETTE[index] ?? `hsl(${Math.round((index * 137.508) % 360)} 55% 42%)`;
}

interface StandingsChartProps {
  history: StandingsHistory;
  /** The saved user's name: their line is drawn thicker and always shown. */
  highlightUserName?: string;
}

type Point = { episode: number; totals: number[] };

/** Cumulative points by episode, one line per member: the top 10 by current total, or everyone. */
export function StandingsChart({ history, highlightUserName }: StandingsChartProps) {
  const [showAll, setShowAll] = useState(false);

  const ranked = useMemo(() => {
    const last = (totals: number[]) => totals[totals.length - 1] ?? 0;
    return [...history.series].sort(
      (a, b) => last(b.totals) - last(a.totals) || (a.userName < b.userName ? -1 : a.userName > b.userName ? 1 : 0),
    );
  }, [history.series]);

  const shown = useMemo(() => {
    if (showAll) return ranked;
    const top = ranked.slice(0, CHART_TOP);
    const mine = ranked.find((s) => s.userName === highlightUserName);
    return mine && !top.includes(mine) ? [...top, mine] : top;
  }, [ranked, showAll, highlightUserName]);

  // Lines read values by index, not by name: a member name may hold a '.', which a string dataKey would treat as a path.
  const data: Point[] = useMemo(
    () => history.episodes.map((episode, i) => ({ episode, totals: shown.map((s) => s.totals[i] ?? 0) })),
    [history.episodes, shown],
  );

  if (history.episodes.length === 0) {
    return <p className="text-secondary mb-0">The chart fills in once the first episode of the season is scored.</p>;
  }

  return (
    <div>
      <div className="tp-chart" role="img" aria-label={`Cumulative points by episode for ${shown.length} members`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 4, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e4e1d8" />
            <XAxis dataKey="episode" tickFormatter={(ep: number) => `Ep ${ep}`} tick={{ fontSize: 12 }} />
            <YAxis allowDecimals tick={{ fontSize: 12 }} width={48} />
            <Tooltip
              // Names in the text's colour: a series' own colour on white is too faint to read (an orange is 2.5:1).
              itemStyle={{ color: 'var(--bs-body-color)' }}
              labelFormatter={(ep) => `Episode ${ep}`}
              formatter={(value) => (typeof value === 'number' ? formatPoints(value) : value)}
            />
            <Legend
              wrapperStyle={{ fontSize: 12 }}
              // The name in the text's colour too; its line's swatch beside it carries the series' colour.
              formatter={(value) => <span className="text-body">{value}</span>}
              // In rank order, as the lines are drawn (the default sorts by name).
              itemSorter={(item) => shown.findIndex((s) => s.userName === item.value)}
            />
            {shown.map((series, index) => {
              const mine = series.userName === highlightUserName;
              return (
                <Line
                  key={series.userName}
                  type="monotone"
                  name={series.userName}
                  dataKey={(point: Point) => point.totals[index]}
                  stroke={colorOf(index)}
                  strokeWidth={mine ? 4 : 2}
                  dot={history.episodes.length <= 14 ? { r: mine ? 4 : 2 } : false}
                  isAnimationActive={false}
                />
              );
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {ranked.length > CHART_TOP && (
        <div className="text-end mt-2">
          <Button variant="link" size="sm" onClick={() => setShowAll((all) => !all)} aria-pressed={showAll}>
            {showAll ? `Show top ${CHART_TOP}` : `Show all ${ranked.length} members`}
          </Button>
        </div>
      )}
    </div>
  );
}
