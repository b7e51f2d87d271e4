import { NoticeAlert } from '@/components/ui/notice-alert';
import '../../components/admin.css';
import { useQueryClient } from '@tanstack/react-query';
import { type Castaway, PHOTO_MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useSave } from '@/hooks/use-save';
import { refreshSeasons, useSeasons } from '@/hooks/use-seasons';
import { seasonCastawaysQuery, useSeasonCastaways } from '@/lib/api/get-season-castaways';
import { errorMessage } from '@/lib/api-client';
import { deleteCastaway } from '../api/delete-castaway';
import { uploadCastawayPhoto } from '../api/upload-castaway-photo';
import { CASTAWAY_ADMIN_MESSAGES } from '../castaway-messages';
import { BulkAddForm } from './bulk-add-form';
import { CastImportCard } from './cast-import-card';
import { CastawayFormModal } from './castaway-form-modal';
import { CastawaysTable } from './castaways-table';
import { PhotoBatchUpload } from './photo-batch-upload';

type ModalState = { open: false } | { open: true; editing: Castaway | null; key: number };

/**
 * Spec §2 Castaway Management, by season (issue 19): a season's cast, imported, edited one at a time or added in
 * bulk, with its photos. A season is chosen rather than a league, so a season opens before any league plays it.
 */
export function CastawayManagement() {
  const seasons = useSeasons();
  const [chosen, setChosen] = useState<number>();
  const season = chosen ?? seasons.defaultSeason;
  // While the seasons load, the cast waits for its season.
  const loaded = useSeasonCastaways(season);
  const castaways = loaded.data ?? [];
  const queryClient = useQueryClient();
  // This page's own adds, edits and deletes go into the cached cast of their season: the list shows what the
  // server answered without loading it again, and another season's cast is its own entry.
  const setCastaways = (change: (current: Castaway[]) => Castaway[]) => {
    if (season === undefined) return;
    queryClient.setQueryData(seasonCastawaysQuery(season).queryKey, (current) => change(current ?? []));
  };
  const [modal, setModal] = useState<ModalState>({ open: false });
  const { notice, setNotice, save } = useSave();
  const [busyId, setBusyId] = useState<number | null>(null);

  function chooseSeason(number: number) {
    setChosen(number);
    setNotice(null);
  }

  async function remove(castaway: Castaway) {
    if (!window.confirm(CASTAWAY_ADMIN_MESSAGES.deleteConfirm)) return;
    setBusyId(castaway.id);
    await save(() => deleteCastaway(season as number, castaway.id), {
      success: `${castaway.name} was deleted.`,
      // 409 while the castaway is on a team: the server says which drafts to edit first.
      failure: CASTAWAY_ADMIN_MESSAGES.errorDeleting,
      onSaved: () => setCastaways((current) => current.filter((c) => c.id !== castaway.id)),
    });
    setBusyId(null);
  }

  /** Castaways the server answered (an import, a photo): each replaces its row, or is added after the others. */
  function merge(changed: readonly Castaway[]) {
    setCastaways((current) => [
      ...current.map((c) => changed.find((x) => x.id === c.id) ?? c),
      ...changed.filter((x) => !current.some((c) => c.id === x.id)),
    ]);
  }

  async function uploadPhoto(castaway: Castaway, photo: File) {
    setBusyId(castaway.id);
    await save(() => uploadCastawayPhoto(castaway.id, photo), {
      success: PHOTO_MESSAGES.uploaded(castaway.name),
      failure: (caught) => `${photo.name}: ${errorMessage(caught, 'The upload failed.')}`,
      onSaved: (uploaded) => merge([uploaded]),
    });
    setBusyId(null);
  }

  function saved(castaway: Castaway, isNew: boolean) {
    setCastaways((current) =>
      isNew ? [...current, castaway] : current.map((c) => (c.id === castaway.id ? castaway : c)),
    );
    setNotice({ variant: 'success', text: `${castaway.name} was ${isNew ? 'added' : 'updated'}.` });
    setModal({ open: false });
  }

  if (seasons.error) {
    return (
      <Alert variant="danger" role="alert">
        {errorMessage(seasons.error, 'Could not load the seasons.')}
      </Alert>
    );
  }
  if (!seasons.seasons) return <PageSpinner label="Loading seasons…" />;
  if (season === undefined) {
    return (
      <Card className="tp-card shadow-sm">
        <Card.Body className="p-4 text-center">
          <p className="mb-3">No seasons yet. Open one first; its cast comes next.</p>
          <LinkButton to="/admin/seasons" variant="success">
            Open a Season
          </LinkButton>
        </Card.Body>
      </Card>
    );
  }

  return (
    <>
      <Card className="tp-card shadow-sm mb-4">
        <Card.Body className="p-3 p-md-4 d-flex flex-column flex-md-row gap-3 align-items-md-end justify-content-between">
          <Form.Group controlId="castaways-season" className="tp-admin-toolbar-field">
            <Form.Label className="fw-semibold">Season</Form.Label>
            <Form.Select value={season} onChange={(event) => chooseSeason(Number(event.target.value))}>
              {seasons.seasons.map((s) => (
                <option key={s.number} value={s.number}>
                  Season {s.number}: {s.title} ({s.status})
                </option>
              ))}
            </Form.Select>
            <div className="form-text">
              Castaways belong to a season: every Season {season} league shares this cast, including leagues created
              later.
            </div>
          </Form.Group>
          <Button variant="success" onClick={() => setModal({ open: true, editing: null, key: Date.now() })}>
            Add New Castaway
          </Button>
        </Card.Body>
      </Card>

      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />

      <CastImportCard
        key={season}
        season={season}
        onImported={(saved) => {
          merge(saved);
          // The seasons' cast counts (Admin → Seasons) follow.
          void refreshSeasons();
        }}
      />

      {loaded.status === 'success' && <PhotoBatchUpload castaways={castaways} onUploaded={(c) => merge([c])} />}

      <BulkAddForm
        key={`bulk-${season}`}
        season={season}
        onAdded={(created) => setCastaways((current) => [...current, ...created])}
      />

      <Card className="tp-card shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <h2 className="h5 mb-3">
            Season {season} castaways{' '}
            {loaded.status === 'success' && (
              <Badge bg="secondary" pill>
                {castaways.length}
              </Badge>
            )}
          </h2>
          {loaded.status === 'pending' && <PageSpinner label="Loading castaways…" />}
          {loaded.status === 'error' && (
            <Alert variant="danger" role="alert">
              {errorMessage(loaded.error, CASTAWAY_ADMIN_MESSAGES.couldNotLoad)}
            </Alert>
          )}
          {loaded.status === 'success' && (
            <CastawaysTable
              castaways={castaways}
              busyId={busyId}
              onEdit={(castaway) => setModal({ open: true, editing: castaway, key: Date.now() })}
              onDelete={remove}
              onPhoto={uploadPhoto}
            />
          )}
        </Card.Body>
      </Card>

      {modal.open && (
        <CastawayFormModal
          key={modal.key}
          season={season}
          editing={modal.editing}
          onHide={() => setModal({ open: false })}
          onSaved={saved}
        />
      )}
    </>
  );
}
