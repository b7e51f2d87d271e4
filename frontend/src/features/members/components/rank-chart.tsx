import type { MemberPage } from '@tribal/contracts';
import '../members.css';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface RankChartProps {
  rankByEpisode: MemberPage['rankByEpisode'];
  members: number;
}

/** The member's rank after each episode: first place at the top. */
export function RankChart({ rankByEpisode, members }: RankChartProps) {
  const ticks = Array.from(
    { length: Math.min(members, 10) },
    (_, i) => 1 + Math.round((i * (members - 1)) / Math.max(1, Math.min(members, 10) - 1)),
  );
  const data = rankByEpisode.map((r) => ({ episode: `Ep ${r.episode}`, rank: r.rank, total: r.total }));
  return (
    <div className="tp-rank-chart" role="img" aria-label="Rank by episode">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 14, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="episode" />
          <YAxis
            width={32}
            reversed
            allowDecimals={false}
            domain={[1, Math.max(1, members)]}
            ticks={[...new Set(ticks)]}
          />
          <Tooltip formatter={(value) => [`#${value}`, 'Rank']} />
          <Line type="monotone" dataKey="rank" stroke="#13505b" strokeWidth={3} dot isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
