import { useQueryClient } from '@tanstack/react-query';
import { SCORE_MESSAGES } from '@tribal/contracts';
import { useMemo, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFreshQuery } from '@/lib/query-client';
import { scoreGridQuery } from '../api/get-episode-scores';
import { saveEpisodeScores } from '../api/save-episode-scores';
import { buildEpisodeRecords, formRowFromRecord, type ScoreFormRow } from '../utils/score-form';
import type { ScoringNotice } from './scoring-notice';

type Rows = Record<string, ScoreFormRow>;

/**
 * One episode's score grid (spec §4): loaded with its version, locked until Unlock to Edit, saved with If-Match
 * on the version loaded (so two admins cannot silently overwrite each other), locked again once saved.
 */
export function useEpisodeScoresEditor(leagueId: string, season: number, episode: number) {
  const query = scoreGridQuery(leagueId, season, episode);
  const data = useFreshQuery(query);
  const queryClient = useQueryClient();
  /** which episode's grid the page's own state belongs to: choosing another starts afresh */
  const gridKey = JSON.stringify(query.queryKey);
  const loadedRows = useMemo<Rows>(() => {
    if (!data.data) return {};
    const { castaways, scores } = data.data;
    return Object.fromEntries(castaways.map((c) => [c.id, formRowFromRecord(scores.records[c.id])]));
  }, [data.data]);

  // The rows this page saved, as typed (their version goes into the cache), and the edits under way; both
  // belong to one episode's grid, and a reload drops them.
  const [saved, setSaved] = useState<{ gridKey: string; rows: Rows } | null>(null);
  const [draft, setDraft] = useState<{ gridKey: string; rows: Rows } | null>(null);
  const [locked, setLocked] = useState(true);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<ScoringNotice | null>(null);

  const current = {
    rows: saved && saved.gridKey === gridKey ? saved.rows : loadedRows,
    version: data.data?.scores.version ?? 0,
  };
  const editing = !locked && draft !== null && draft.gridKey === gridKey;

  function unlock() {
    if (!data.data) return;
    setDraft({ gridKey, rows: current.rows });
    setLocked(false);
    setNotice(null);
  }

  function cancel() {
    setDraft(null);
    setLocked(true);
    setNotice(null);
  }

  function reload() {
    setDraft(null);
    setSaved(null);
    setLocked(true);
    setNotice(null);
    // Back to loading, as on arrival: the grid shows only once the fresh records and version are in.
    void queryClient.resetQueries({ queryKey: query.queryKey, exact: true });
  }

  function change(castawayId: number, row: ScoreFormRow) {
    setDraft((d) => (d ? { ...d, rows: { ...d.rows, [castawayId]: row } } : d));
  }

  async function save() {
    if (!editing || !data.data) return;
    const names = new Map(data.data.castaways.map((c) => [String(c.id), c.name]));
    const built = buildEpisodeRecords(draft.rows, (id) => names.get(id) ?? `Castaway ${id}`);
    if (!built.ok) {
      setNotice({ variant: 'danger', text: built.message });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const answer = await saveEpisodeScores(season, episode, current.version, built.records);
      // The version the next save must name: the cached load is now this version (its rows are the saved ones).
      queryClient.setQueryData(
        query.queryKey,
        (loaded) => loaded && { ...loaded, scores: { ...loaded.scores, version: answer.version } },
      );
      setSaved({ gridKey, rows: draft.rows });
      setDraft(null);
      setLocked(true);
      setNotice({ variant: 'success', text: `Episode ${episode} scores saved. The grid is locked again.` });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        // Someone saved this episode after it was loaded: their work stays until this admin reloads.
        setNotice({ variant: 'danger', text: errorMessage(failure, SCORE_MESSAGES.staleVersion), reload: true });
      } else {
        const detail = errorMessage(failure, '');
        setNotice({
          variant: 'danger',
          text: detail ? `${SCORE_MESSAGES.failedToSave}: ${detail}` : SCORE_MESSAGES.failedToSave,
        });
      }
    } finally {
      setSaving(false);
    }
  }

  return {
    /** the episode's castaways and records as loaded, with the load's status */
    load: data,
    rows: editing ? draft.rows : current.rows,
    locked,
    editing,
    saving,
    notice,
    setNotice,
    unlock,
    cancel,
    reload,
    change,
    save: () => void save(),
  };
}

export type EpisodeScoresEditor = ReturnType<typeof useEpisodeScoresEditor>;
