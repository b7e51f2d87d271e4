import type { Castaway } from '@tribal/contracts';
import '../castaways.css';
import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { CastawayAvatar } from '@/components/castaway-avatar';
import { formatPoints } from '@/lib/format-points';

interface CastawayProfileProps {
  castaway: Castaway;
  /** the castaway's tribe now (after swaps and the merge); the starting tribe until it is known */
  tribe?: string;
  total: number;
  votedOutEpisode?: number;
  children?: ReactNode;
}

/** Picture, name, who they are, and their season so far. */
export function CastawayProfile({
  castaway,
  tribe = castaway.tribe,
  total,
  votedOutEpisode,
  children,
}: CastawayProfileProps) {
  return (
    <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-3">
      <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="lg" />
      <div className="flex-grow-1">
        <h1 className="h2 mb-1 tp-castaway-title">
          {castaway.name}
          {votedOutEpisode !== undefined && (
            <Badge bg="danger" className="ms-2 align-middle fs-6">
              Voted Out Ep {votedOutEpisode}
            </Badge>
          )}
        </h1>
        <div className="text-secondary">
          {castaway.age} · {castaway.occupation}
          {tribe && tribe !== '-' ? ` · ${tribe} tribe` : ''} · Season {castaway.season}
        </div>
        {children}
      </div>
      <div className="tp-castaway-total text-sm-end">
        <div className="tp-castaway-total-value">{formatPoints(total)}</div>
        <div className="small text-secondary text-uppercase fw-semibold">season points</div>
      </div>
    </div>
  );
}
