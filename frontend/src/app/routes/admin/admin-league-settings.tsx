import { SEASONS, type SeasonSchedule } from '@tribal/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { WithLeagues } from '@/features/admin/components/with-leagues';
import { useAllLeagues } from '@/features/admin/hooks/use-all-leagues';
import { LeagueSettingsPanel } from '@/features/admin/league-settings/components/league-settings-panel';
import { getSeasonSchedule } from '@/features/schedule/api/get-season-schedule';
import { useAsync } from '@/hooks/use-async';

export function AdminLeagueSettingsRoute() {
  const leagues = useAllLeagues();
  // The air schedules name what an empty cutoff falls back to; without them the page still edits cutoffs.
  const schedules = useAsync(
    async (signal) =>
      Object.fromEntries(
        await Promise.all(SEASONS.map(async (season) => [season, await getSeasonSchedule(season, signal)] as const)),
      ) as Record<number, SeasonSchedule>,
    [],
  );
  return (
    <>
      <title>League Settings · Tribal Pool</title>
      <PageHeader
        title="League Settings"
        subtitle="The join code and invite link, deadlines, weekly elimination cutoffs, the commissioner's payment settings, and deleting a league. Times are US Eastern."
        actions={<BackToDashboard />}
      />
      <WithLeagues leagues={leagues}>
        {(list) => <LeagueSettingsPanel leagues={list} schedules={schedules.data ?? {}} />}
      </WithLeagues>
    </>
  );
}
