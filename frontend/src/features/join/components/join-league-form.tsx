import { type JoinLeagueResponse, type LeagueSummary, MESSAGES, type PAYMENT_METHODS } from '@tribal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { PaymentMethodSelect } from '@/components/payment-method-select';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { SavingLabel } from '@/components/ui/saving-label';
import { useSave } from '@/hooks/use-save';
import { useWriteKey } from '@/hooks/use-write-key';
import { errorMessage } from '@/lib/api-client';
import type { SavedUser } from '@/stores/saved-user-store';
import { joinLeague } from '../api/join-league';
import { isValidEmail } from '../utils/is-valid-email';

/** What the form knows before anyone types: the signed-in person's email and names (issue 29). */
export interface JoinPrefill {
  survivorName?: string;
  realName?: string;
  email?: string;
}

interface JoinLeagueFormProps {
  leagues: LeagueSummary[] | undefined;
  leaguesLoading: boolean;
  /** fills the fields still empty, once it is known */
  prefill?: JoinPrefill;
  onJoined: (user: SavedUser, response: JoinLeagueResponse) => void;
}

const EMPTY = { leagueId: '', survivorName: '', realName: '', email: '', paymentMethod: '', joinCode: '' };

/**
 * The commissioner's invite link (`/join?league={id}&code=…`) chooses the league and fills in its join code, which
 * then stays out of the way; a league that needs a code otherwise shows a "Join code" field.
 */
export function JoinLeagueForm({ leagues, leaguesLoading, prefill, onJoined }: JoinLeagueFormProps) {
  const [searchParams] = useSearchParams();
  const invite = { leagueId: searchParams.get('league') ?? '', joinCode: searchParams.get('code') ?? '' };
  const [fields, setFields] = useState(() => ({ ...EMPTY, ...invite }));
  const { saving, notice, refuse, save } = useSave();
  const { survivorName = '', realName = '', email = '' } = prefill ?? {};
  // The person's account loads after the form shows: it fills what the reader has not typed yet.
  useEffect(() => {
    setFields((current) => ({
      ...current,
      survivorName: current.survivorName || survivorName,
      realName: current.realName || realName,
      email: current.email || email,
    }));
  }, [survivorName, realName, email]);
  const joinKey = useWriteKey();
  // The code from the link is shown again only if it turns out wrong (or the member picks another league).
  const [codeFromLinkRefused, setCodeFromLinkRefused] = useState(false);
  const league = leagues?.find((l) => l.id === fields.leagueId);
  const codeFromLink =
    invite.joinCode !== '' && fields.leagueId === invite.leagueId && fields.joinCode === invite.joinCode;
  const showCodeField = Boolean(league?.joinCodeRequired) && (!codeFromLink || codeFromLinkRefused);

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = {
      leagueId: fields.leagueId,
      survivorName: fields.survivorName.trim(),
      realName: fields.realName.trim(),
      email: fields.email.trim(),
      paymentMethod: fields.paymentMethod,
    };
    const joinCode = league?.joinCodeRequired ? fields.joinCode.trim() : '';
    // Spec §5: every field first, then the email's form.
    if (Object.values(values).some((value) => !value) || (league?.joinCodeRequired && !joinCode)) {
      return refuse(MESSAGES.allFieldsRequiredToJoin);
    }
    if (!isValidEmail(values.email)) return refuse(MESSAGES.invalidEmail);
    const paymentMethod = values.paymentMethod as (typeof PAYMENT_METHODS)[number];
    const request = {
      // Spec §3: the one Survivor Name is both the user name and the survivor name.
      userName: values.survivorName,
      survivorName: values.survivorName,
      realName: values.realName,
      email: values.email,
      paymentMethod,
      ...(joinCode ? { password: joinCode } : {}),
    };
    // Sent again after a lost answer, the same join carries the same key and is answered its entry token.
    void save(() => joinLeague(values.leagueId, request, joinKey.keyFor([values.leagueId, request])), {
      failure: (caught) => {
        const message = errorMessage(caught, MESSAGES.failedToJoinLeague);
        if (message === MESSAGES.incorrectPassword) setCodeFromLinkRefused(true);
        return { variant: 'danger', text: message };
      },
      onSaved: (response) => {
        joinKey.done();
        onJoined(
          {
            userName: response.userName,
            survivorName: response.userName,
            realName: values.realName,
            email: values.email,
            leagueId: response.leagueId,
            paymentMethod,
            entryToken: response.entryToken,
          },
          response,
        );
        setFields(EMPTY);
      },
    });
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h4 mb-3">Join a League</h2>
        <NoticeAlert notice={notice} />
        <Form noValidate onSubmit={submit}>
          <Form.Group className="mb-3" controlId="join-league">
            <Form.Label>League</Form.Label>
            <Form.Select value={fields.leagueId} onChange={set('leagueId')} disabled={leaguesLoading}>
              <option value="">{leaguesLoading ? 'Loading leagues…' : 'Select a league'}</option>
              {leagues?.map((league) => (
                <option key={league.id} value={league.id}>
                  {league.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {showCodeField && (
            <Form.Group className="mb-3" controlId="join-code">
              <Form.Label>Join code</Form.Label>
              <Form.Control
                value={fields.joinCode}
                onChange={set('joinCode')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={200}
              />
              <Form.Text>This league needs the code from your commissioner (it is in their invite link).</Form.Text>
            </Form.Group>
          )}
          {league?.joinCodeRequired && !showCodeField && (
            <p className="form-text mt-n2 mb-3">Your invite link filled in this league's join code.</p>
          )}
          <Form.Group className="mb-3" controlId="join-survivor-name">
            <Form.Label>Survivor Name</Form.Label>
            <Form.Control
              value={fields.survivorName}
              onChange={set('survivorName')}
              autoComplete="nickname"
              maxLength={40}
            />
            <Form.Text>How you appear in the standings.</Form.Text>
          </Form.Group>
          <Form.Group className="mb-3" controlId="join-real-name">
            <Form.Label>Real Name</Form.Label>
            <Form.Control value={fields.realName} onChange={set('realName')} autoComplete="name" maxLength={80} />
          </Form.Group>
          <Form.Group className="mb-3" controlId="join-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              value={fields.email}
              onChange={set('email')}
              autoComplete="email"
              inputMode="email"
              maxLength={254}
            />
          </Form.Group>
          <PaymentMethodSelect
            controlId="join-payment-method"
            className="mb-4"
            value={fields.paymentMethod}
            onChange={(paymentMethod) => setFields((current) => ({ ...current, paymentMethod }))}
            placeholder="Select a payment method"
          />
          <Button type="submit" variant="success" className="w-100" disabled={saving}>
            <SavingLabel saving={saving}>Join League</SavingLabel>
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
