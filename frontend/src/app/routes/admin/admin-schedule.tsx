import { DEFAULT_SEASON, SCHEDULE_MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { SeasonSelect } from '@/components/season-select';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { ScheduleForm } from '@/features/admin/schedule/components/schedule-form';
import { getSeasonSchedule } from '@/features/schedule/api/get-season-schedule';
import { useAsync } from '@/hooks/use-async';

/** /admin/schedule: each season's episode air times, the default deadlines of every league. */
export function AdminScheduleRoute() {
  const [season, setSeason] = useState<number>(DEFAULT_SEASON);
  const schedule = useAsync((signal) => getSeasonSchedule(season, signal), [season]);
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
      {schedule.status === 'loading' && <PageSpinner label="Loading the schedule…" />}
      {schedule.status === 'error' && (
        <Alert variant="danger" role="alert">
          {SCHEDULE_MESSAGES.failedToFetch}
        </Alert>
      )}
      {schedule.status === 'success' && (
        <ScheduleForm key={season} season={season} schedule={schedule.data} onSaved={() => {}} />
      )}
    </>
  );
}
