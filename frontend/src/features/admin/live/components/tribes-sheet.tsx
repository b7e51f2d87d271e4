import type { Castaway } from '@tribal/contracts';
import { useId, useState } from 'react';
import { Button, Form, Offcanvas } from 'react-bootstrap';
import { CastawayAvatar } from '@/components/castaway-avatar';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { changeTribes } from '../api/change-tribes';

interface TribesSheetProps {
  show: boolean;
  season: number;
  episode: number;
  inGame: Castaway[];
  tribeOf(castawayId: number): string;
  onClose(): void;
  onSaved(): void;
}

/** A tribe swap or the merge: each castaway's tribe from this episode on (only the changed ones are sent). */
export function TribesSheet({ show, season, episode, inGame, tribeOf, onClose, onSaved }: TribesSheetProps) {
  const id = useId();
  const [tribes, setTribes] = useState<Record<number, string>>({});
  const { saving, notice, save: saveCycle } = useSave();
  const known = [...new Set(inGame.map((c) => tribeOf(c.id)))].filter(Boolean).sort();
  const changed = Object.fromEntries(
    Object.entries(tribes).filter(
      ([castawayId, tribe]) => tribe.trim() && tribe.trim() !== tribeOf(Number(castawayId)),
    ),
  );

  const save = () =>
    saveCycle(() => changeTribes(season, { fromEpisode: episode, tribes: changed }), {
      failure: 'Could not save the tribes. Try again.',
      onSaved: () => {
        setTribes({});
        onSaved();
      },
    });

  return (
    <Offcanvas show={show} onHide={onClose} placement="bottom" className="tp-tc-sheet" aria-labelledby={`${id}-title`}>
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id={`${id}-title`}>Tribes from episode {episode}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="pt-0">
        <p className="small text-secondary">
          A swap or the merge: type a castaway's new tribe. Earlier episodes keep the old tribes.
        </p>
        <NoticeAlert notice={notice} />
        <datalist id={`${id}-tribes`}>
          {known.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
        <ul className="list-unstyled mb-0">
          {inGame.map((c) => (
            <li key={c.id} className="tp-tc-voter">
              <CastawayAvatar name={c.name} imageUrl={c.imageUrl} size="md" />
              <Form.Label htmlFor={`${id}-${c.id}`} className="mb-0 flex-grow-1">
                {c.name}
              </Form.Label>
              <Form.Control
                id={`${id}-${c.id}`}
                list={`${id}-tribes`}
                className="tp-tribe-input"
                value={tribes[c.id] ?? tribeOf(c.id)}
                onChange={(e) => setTribes((all) => ({ ...all, [c.id]: e.target.value }))}
                maxLength={60}
              />
            </li>
          ))}
        </ul>
        <div className="tp-tc-submit">
          <Button
            size="lg"
            className="w-100"
            disabled={saving || Object.keys(changed).length === 0}
            onClick={() => void save()}
          >
            {saving
              ? 'Saving…'
              : `Save ${Object.keys(changed).length || ''} tribe change${Object.keys(changed).length === 1 ? '' : 's'}`}
          </Button>
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
