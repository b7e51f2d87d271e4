import { SCHEDULE_MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { SeasonSelect } from '@/components/season-select';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { ScheduleForm } from '@/features/admin/schedule/components/schedule-form';
import { useSeasons } from '@/hooks/use-seasons';
import { useSeasonSchedule } from '@/lib/api/get-season-schedule';

/** /admin/schedule: each season's episode air times, the default deadlines of every league. */
export function AdminScheduleRoute() {
  const seasons = useSeasons();
  const [chosen, setSeason] = useState<number>();
  const season = chosen ?? seasons.defaultSeason;
  const info = seasons.find(season);
  const schedule = useSeasonSchedule(season);
  return (
    <>
      <title>Schedule · Tribal Pool</title>
      <PageHeader
        title="Schedule"
        subtitle="When each episode airs. Times are US Eastern."
        actions={<BackToDashboard />}
      />
      <div className="mb-3">
        <SeasonSelect season={season} onChange={setSeason} />
      </div>
      {schedule.status === 'pending' && <PageSpinner label="Loading the schedule…" />}
      {schedule.status === 'error' && (
        <Alert variant="danger" role="alert">
          {SCHEDULE_MESSAGES.failedToFetch}
        </Alert>
      )}
      {schedule.status === 'success' && season !== undefined && info && (
        <ScheduleForm
          key={`${season}:${info.episodes}`}
          season={season}
          seasonEpisodes={info.episodes}
          seasonPremiere={info.premiere}
          schedule={schedule.data}
          onSaved={() => {}}
        />
      )}
    </>
  );
}
