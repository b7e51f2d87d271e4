import { LiveScoringScreen } from '@/features/admin/live/components/live-scoring-screen';

export function AdminLiveRoute() {
  return (
    <>
      <title>Live scoring · Tribal Pool</title>
      {/* The screen draws its own header: it says which episode it opened on and why. */}
      <LiveScoringScreen />
    </>
  );
}
