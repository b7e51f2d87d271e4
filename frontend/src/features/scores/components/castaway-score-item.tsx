import type { Castaway } from '@tribal/contracts';
import { Accordion, Badge } from 'react-bootstrap';
import { CastawayAvatar } from '@/components/castaway-avatar';
import { EpisodePointsTable } from '@/components/episode-points-table';
import { formatPoints } from '@/lib/format-points';
import '../scores.css';
import type { EpisodePoints } from '../utils/castaway-episodes';

interface CastawayScoreItemProps {
  castaway: Castaway;
  episodes: EpisodePoints[];
  total: number;
  /** null: hidden by the spoiler shield (the counts are today's, they could tell a hidden episode) */
  idols: number | null;
  advantages: number | null;
  votedOutEpisode?: number;
  yourPick: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One castaway's season at a glance (header) and in detail (body): spec §2 /survivor-scores. */
export function CastawayScoreItem({
  castaway,
  episodes,
  total,
  idols,
  advantages,
  votedOutEpisode,
  yourPick,
}: CastawayScoreItemProps) {
  return (
    <Accordion.Item eventKey={String(castaway.id)} className={votedOutEpisode !== undefined ? 'is-voted-out' : ''}>
      <Accordion.Header as="h2">
        <span className="tp-score-header">
          <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="md" />
          <span className="tp-score-title">
            <span className="tp-score-name">{castaway.name}</span>
            <span className="tp-score-badges">
              {yourPick && (
                <Badge bg="warning" text="dark">
                  Your Pick
                </Badge>
              )}
              <Badge bg="light" text="dark" className="border">
                Idols: {idols ?? '–'}
              </Badge>
              <Badge bg="light" text="dark" className="border">
                Adv: {advantages ?? '–'}
              </Badge>
              {votedOutEpisode !== undefined && <Badge bg="danger">Voted Out Ep {votedOutEpisode}</Badge>}
            </span>
          </span>
          <span className="tp-score-total">
            {formatPoints(total)}
            <span className="tp-score-unit">pts</span>
          </span>
        </span>
      </Accordion.Header>
      <Accordion.Body>
        <p className="mb-3">
          <span className="fw-semibold">Current inventory:</span>{' '}
          {idols === null || advantages === null
            ? 'hidden until you reveal the episode'
            : `${plural(idols, 'idol')}, ${plural(advantages, 'advantage')}`}
        </p>
        {episodes.length === 0 ? (
          <p className="text-secondary mb-0">No scoring events recorded.</p>
        ) : (
          <div className="table-responsive">
            <EpisodePointsTable episodes={episodes} caption={`${castaway.name}: points by episode`} />
          </div>
        )}
      </Accordion.Body>
    </Accordion.Item>
  );
}
