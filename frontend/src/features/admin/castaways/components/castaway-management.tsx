import { type Notice, NoticeAlert } from '@/components/ui/notice-alert';
import '../../components/admin.css';
import { type Castaway, type LeagueDetails, PHOTO_MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAsync } from '@/hooks/use-async';
import { errorMessage } from '@/lib/api-client';
import { getLeagueCastaways } from '../../api/get-league-castaways';
import { AdminLeagueSelect } from '../../components/admin-league-select';
import { deleteCastaway } from '../api/delete-castaway';
import { uploadCastawayPhoto } from '../api/upload-castaway-photo';
import { CASTAWAY_ADMIN_MESSAGES } from '../castaway-messages';
import { BulkAddForm } from './bulk-add-form';
import { CastImportCard } from './cast-import-card';
import { CastawayFormModal } from './castaway-form-modal';
import { CastawaysTable } from './castaways-table';
import { PhotoBatchUpload } from './photo-batch-upload';

type ModalState = { open: false } | { open: true; editing: Castaway | null; key: number };

/** Spec §2 Castaway Management: a league's season cast, edited one at a time or added in bulk. */
export function CastawayManagement({ leagues }: { leagues: readonly LeagueDetails[] }) {
  const [leagueId, setLeagueId] = useState(leagues[0]?.id ?? '');
  const league = leagues.find((l) => l.id === leagueId);
  const loaded = useAsync((signal) => getLeagueCastaways(leagueId, signal), [leagueId]);
  // The loaded cast plus this page's own adds, edits and deletes; a new load (another league) starts afresh.
  const [local, setLocal] = useState<{ base: Castaway[] | undefined; list: Castaway[] } | null>(null);
  const castaways = local && local.base === loaded.data ? local.list : (loaded.data ?? []);
  const setCastaways = (change: (current: Castaway[]) => Castaway[]) =>
    setLocal((prev) => {
      const current = prev && prev.base === loaded.data ? prev.list : (loaded.data ?? []);
      return { base: loaded.data, list: change(current) };
    });
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  function chooseLeague(id: string) {
    setLeagueId(id);
    setNotice(null);
  }

  async function remove(castaway: Castaway) {
    if (!window.confirm(CASTAWAY_ADMIN_MESSAGES.deleteConfirm)) return;
    setNotice(null);
    setBusyId(castaway.id);
    try {
      await deleteCastaway(leagueId, castaway.id);
      setCastaways((current) => current.filter((c) => c.id !== castaway.id));
      setNotice({ variant: 'success', text: `${castaway.name} was deleted.` });
    } catch (failure) {
      // 409 while the castaway is on a team: the server says which drafts to edit first.
      setNotice({ variant: 'danger', text: errorMessage(failure, CASTAWAY_ADMIN_MESSAGES.errorDeleting) });
    } finally {
      setBusyId(null);
    }
  }

  /** Castaways the server answered (an import, a photo): each replaces its row, or is added after the others. */
  function merge(changed: readonly Castaway[]) {
    setCastaways((current) => [
      ...current.map((c) => changed.find((x) => x.id === c.id) ?? c),
      ...changed.filter((x) => !current.some((c) => c.id === x.id)),
    ]);
  }

  async function uploadPhoto(castaway: Castaway, photo: File) {
    setNotice(null);
    setBusyId(castaway.id);
    try {
      merge([await uploadCastawayPhoto(castaway.id, photo)]);
      setNotice({ variant: 'success', text: PHOTO_MESSAGES.uploaded(castaway.name) });
    } catch (failure) {
      setNotice({ variant: 'danger', text: `${photo.name}: ${errorMessage(failure, 'The upload failed.')}` });
    } finally {
      setBusyId(null);
    }
  }

  function saved(castaway: Castaway, isNew: boolean) {
    setCastaways((current) =>
      isNew ? [...current, castaway] : current.map((c) => (c.id === castaway.id ? castaway : c)),
    );
    setNotice({ variant: 'success', text: `${castaway.name} was ${isNew ? 'added' : 'updated'}.` });
    setModal({ open: false });
  }

  return (
    <>
      <Card className="tp-card shadow-sm mb-4">
        <Card.Body className="p-3 p-md-4 d-flex flex-column flex-md-row gap-3 align-items-md-end justify-content-between">
          <div className="tp-admin-toolbar-field">
            <AdminLeagueSelect id="castaways-league" leagues={leagues} value={leagueId} onChange={chooseLeague} />
            {league && (
              <div className="form-text">
                Castaways belong to a season: every Season {league.season} league shares this cast.
              </div>
            )}
          </div>
          <Button
            variant="success"
            onClick={() => setModal({ open: true, editing: null, key: Date.now() })}
            disabled={!leagueId}
          >
            Add New Castaway
          </Button>
        </Card.Body>
      </Card>

      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />

      {league && <CastImportCard key={league.season} season={league.season} onImported={merge} />}

      {loaded.status === 'success' && <PhotoBatchUpload castaways={castaways} onUploaded={(c) => merge([c])} />}

      <BulkAddForm
        key={leagueId}
        leagueId={leagueId}
        onAdded={(created) => setCastaways((current) => [...current, ...created])}
      />

      <Card className="tp-card shadow-sm">
        <Card.Body className="p-3 p-md-4">
          <h2 className="h5 mb-3">
            Castaways{' '}
            {loaded.status === 'success' && (
              <Badge bg="secondary" pill>
                {castaways.length}
              </Badge>
            )}
          </h2>
          {loaded.status === 'loading' && <PageSpinner label="Loading castaways…" />}
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
          leagueId={leagueId}
          editing={modal.editing}
          onHide={() => setModal({ open: false })}
          onSaved={saved}
        />
      )}
    </>
  );
}
