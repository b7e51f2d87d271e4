import { Alert } from 'react-bootstrap';
import { ApiError } from '@/lib/api-client';
import type { StandingsReplayState } from '../hooks/use-standings-replay';
import { ReplayPlayer } from './replay-player';

interface StandingsReplayProps {
  replay: StandingsReplayState;
  nameOf: (castawayId: number) => string;
}

/** The chosen episode's replay, once loaded; or why it could not load. Nothing while no episode is chosen. */
export function StandingsReplay({ replay, nameOf }: StandingsReplayProps) {
  if (replay.episode === null) return null;
  const { replay: loaded } = replay;
  if (loaded.status === 'success' && loaded.data) {
    return <ReplayPlayer replay={loaded.data} nameOf={nameOf} onDone={replay.end} />;
  }
  if (loaded.status === 'error') {
    return (
      <Alert variant="danger" role="alert" dismissible onClose={replay.dismiss}>
        {loaded.error instanceof ApiError && loaded.error.serverMessage
          ? loaded.error.serverMessage
          : 'The replay could not be loaded.'}
      </Alert>
    );
  }
  return null;
}
