import { inviteLinkPath, JOIN_CODE_MESSAGES, SetJoinCodeRequestSchema } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Form, InputGroup, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { setJoinCode } from '../api/set-join-code';

interface JoinCodeFormProps {
  leagueId: string;
  /** the code, null when open or when only its hash is known (a league from before invite links) */
  joinCode: string | null;
  joinCodeRequired: boolean;
  onSaved: (change: { joinCode: string | null; joinCodeRequired: boolean }) => void;
}

/**
 * The league's join code (its password) and the invite link that carries it, so friends join in one tap. The admin
 * changes the code here, or removes it to let anyone join.
 */
export function JoinCodeForm({ leagueId, joinCode, joinCodeRequired, onSaved }: JoinCodeFormProps) {
  const auth = scopeAuth(useManageScope());
  const [value, setValue] = useState(joinCode ?? '');
  const { saving, notice, setNotice, save: saveCycle } = useSave();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${inviteLinkPath(leagueId, joinCode)}`;
  const codeUnknown = joinCodeRequired && !joinCode;

  async function save(code: string | null) {
    setCopied(false);
    await saveCycle(() => setJoinCode(leagueId, code, auth), {
      success: (answer) => answer.message,
      failure: JOIN_CODE_MESSAGES.failedToSetJoinCode,
      onSaved: () => {
        setValue(code ?? '');
        onSaved({ joinCode: code, joinCodeRequired: code !== null });
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's own schema, so a code too short gets the same words here as from the API.
    const checked = SetJoinCodeRequestSchema.safeParse({ joinCode: value });
    if (!checked.success) {
      setNotice({
        variant: 'danger',
        text: checked.error.issues[0]?.message ?? JOIN_CODE_MESSAGES.failedToSetJoinCode,
      });
      return;
    }
    void save(checked.data.joinCode);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an http page, or permission refused): the link is selectable text.
      setNotice({ variant: 'info', text: 'Select the link and copy it yourself.' });
    }
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-3">Join Code &amp; Invite Link</h2>
        <NoticeAlert notice={notice} />
        {codeUnknown ? (
          <p className="text-secondary">
            This league's join code was set before invite links, so it cannot be shown. Enter it again (or a new one)
            and save to get the invite link.
          </p>
        ) : (
          <Form.Group controlId="invite-link" className="mb-3">
            <Form.Label>Invite link</Form.Label>
            <InputGroup>
              <Form.Control value={link} readOnly onFocus={(e) => e.target.select()} />
              <Button variant="outline-primary" onClick={copy}>
                {copied ? 'Copied!' : 'Copy link'}
              </Button>
            </InputGroup>
            <Form.Text>
              {joinCode
                ? 'Send this to your friends: it opens the join page with this league and its code filled in.'
                : 'Anyone can join this league. Set a join code to keep strangers out.'}
            </Form.Text>
          </Form.Group>
        )}
        <Form noValidate onSubmit={submit} aria-label="Join code">
          <Form.Group controlId="join-code" className="mb-3">
            <Form.Label>Join code</Form.Label>
            <Form.Control
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
            />
            <Form.Text>Members need it to join. Changing it does not affect those who already joined.</Form.Text>
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="primary" disabled={saving || !value.trim()}>
              {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              Save Join Code
            </Button>
            {joinCodeRequired && (
              <Button variant="outline-secondary" disabled={saving} onClick={() => void save(null)}>
                Remove Code (Open League)
              </Button>
            )}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
