import { type Castaway, DRAFT_MESSAGES, TEAM_SIZE } from '@tribal/contracts';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { saveMemberDraft } from '../api/save-member-draft';
import { AvailableCastaways } from './available-castaways';
import { MemberTeam } from './member-team';

const FAILED_TO_SAVE_DRAFT = 'Failed to save draft';

interface DraftEditorProps {
  leagueId: string;
  userName: string;
  castaways: readonly Castaway[];
  initialTeam: readonly number[];
  onSaved: (team: number[]) => void;
}

/** One member's team: grows to three with Draft, shrinks with Remove, saved only at exactly three (spec §4). */
export function DraftEditor({ leagueId, userName, castaways, initialTeam, onSaved }: DraftEditorProps) {
  const auth = scopeAuth(useManageScope());
  const [team, setTeam] = useState<number[]>(() => [...initialTeam]);
  const { saving, notice, setNotice, save: saveCycle } = useSave();

  const byId = new Map(castaways.map((c) => [c.id, c]));
  const teamCastaways = team.map(
    (id) => byId.get(id) ?? { id, season: 0, name: `Castaway #${id}`, age: 0, occupation: '', tribe: '', imageUrl: '' },
  );
  const available = castaways.filter((c) => !team.includes(c.id));

  function change(next: number[]) {
    setTeam(next);
    setNotice(null);
  }

  async function save() {
    if (team.length !== TEAM_SIZE) {
      setNotice({ variant: 'danger', text: DRAFT_MESSAGES.adminTeamSize });
      return;
    }
    await saveCycle(() => saveMemberDraft(leagueId, userName, team, auth), {
      success: (answer) => answer.message,
      failure: FAILED_TO_SAVE_DRAFT,
      onSaved: () => onSaved(team),
    });
  }

  return (
    <>
      <NoticeAlert notice={notice} />
      <Row className="g-3">
        {/* The team first on a phone (its count and Save stay in view); beside the list from md up. */}
        <Col xs={{ span: 12, order: 1 }} md={{ span: 6, order: 2 }}>
          <MemberTeam
            userName={userName}
            team={teamCastaways}
            saving={saving}
            onRemove={(castaway) => change(team.filter((id) => id !== castaway.id))}
            onSave={save}
          />
        </Col>
        <Col xs={{ span: 12, order: 2 }} md={{ span: 6, order: 1 }}>
          <AvailableCastaways
            castaways={available}
            teamFull={team.length >= TEAM_SIZE}
            onDraft={(castaway) => change([...team, castaway.id])}
          />
        </Col>
      </Row>
    </>
  );
}
