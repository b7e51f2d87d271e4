import '../live-scoring.css';
import { describeHappening } from '@tribal/contracts';
import { Button } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { useSeasons } from '@/hooks/use-seasons';
import { tapKeys, useLiveScoring } from '../hooks/use-live-scoring';
import { CastawayTapSection } from './castaway-tap-section';
import { LiveEpisodeBar } from './live-episode-bar';
import { LiveToasts } from './live-toasts';
import { TribalCouncilSheet } from './tribal-council-sheet';
import { TribeChallenges } from './tribe-challenges';
import { TribesSheet } from './tribes-sheet';
import { UndoBar } from './undo-bar';

/**
 * The admin's phone during the broadcast: big tiles, one tap per happening, a tribal-council sheet, and the last
 * happenings with Undo under the thumb. Every tap carries its own Idempotency-Key, so a retry never counts twice.
 */
export function LiveScoringScreen() {
  const seasons = useSeasons();
  if (seasons.defaultSeason === undefined) return null;
  return <LiveScoringForSeason initialSeason={seasons.defaultSeason} />;
}

function LiveScoringForSeason({ initialSeason }: { initialSeason: number }) {
  const live = useLiveScoring(initialSeason);
  const { season, episode, feed, inGame, tribeOf, nameOf, busy, flash } = live;
  const latest = feed[feed.length - 1];
  return (
    <div className="tp-live-screen">
      <PageHeader
        title="Live scoring"
        subtitle={<span data-testid="live-episode-why">{`Ep ${episode} · ${live.why}`}</span>}
        actions={<BackToDashboard />}
      />
      <LiveEpisodeBar
        season={season}
        onSeasonChange={live.changeSeason}
        episode={episode}
        onStep={live.step}
        isLive={live.isLive}
      />
      <LiveToasts toasts={live.toasts} onDismiss={live.dismissToast} />
      <TribeChallenges tribes={live.tribeNames} busy={busy} flash={flash} onTap={live.tapTribe} />
      <div className="tp-live-sheets">
        <Button variant="dark" size="lg" onClick={live.council.show}>
          Tribal council…
        </Button>
        <Button variant="outline-dark" onClick={live.tribesSheet.show}>
          Tribes…
        </Button>
      </div>
      <CastawayTapSection
        castaways={live.castaways}
        episode={episode}
        choice={live.choice}
        choiceLabel={live.choiceLabel}
        onChoose={live.setChoice}
        tribeOf={tribeOf}
        outIn={live.outIn}
        busy={busy}
        flash={flash}
        onTap={live.tapCastaway}
      />
      <TribalCouncilSheet
        key={`${season}-${episode}-${live.council.round}`}
        show={live.council.shown}
        episode={episode}
        inGame={inGame}
        tribeOf={tribeOf}
        busy={busy === tapKeys.council}
        onClose={live.council.close}
        onRecord={(council) => void live.council.record(council)}
      />
      <TribesSheet
        key={`tribes-${season}-${episode}-${live.tribesSheet.savedCount}`}
        show={live.tribesSheet.shown}
        season={season}
        episode={episode}
        inGame={inGame}
        tribeOf={tribeOf}
        onClose={live.tribesSheet.close}
        onSaved={live.tribesSheet.onSaved}
      />
      <UndoBar items={feed} nameOf={nameOf} undoingId={live.undoingId} onUndo={live.undo} />
      <span className="visually-hidden" aria-live="polite">
        {latest ? `Recorded: ${describeHappening(latest, nameOf)}` : ''}
      </span>
    </div>
  );
}
