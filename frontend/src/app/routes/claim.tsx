import { type ClaimEntryResponse, ENTRY_LINK_MESSAGES } from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { claimEntry } from '@/features/join/api/claim-entry';
import { ClaimEntryPanel } from '@/features/join/components/claim-entry-panel';
import { errorMessage } from '@/lib/api-client';
import { useSavedUserStore } from '@/stores/saved-user-store';

type ClaimState =
  | { status: 'claiming' }
  | { status: 'claimed'; entry: ClaimEntryResponse }
  | { status: 'failed'; message: string };

/**
 * A code works once: React may run an effect twice (StrictMode, a remount), so each code is sent at most once
 * per page load and every caller shares that one answer.
 */
const claims = new Map<string, Promise<ClaimEntryResponse>>();
function claimOnce(code: string): Promise<ClaimEntryResponse> {
  let claim = claims.get(code);
  if (!claim) {
    claim = claimEntry(code);
    claims.set(code, claim);
  }
  return claim;
}

/** /claim?code=…: the emailed sign-in link. It installs the entry (with a token of this device's own) here. */
export function ClaimRoute() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const save = useSavedUserStore((state) => state.save);
  const [state, setState] = useState<ClaimState>(
    code ? { status: 'claiming' } : { status: 'failed', message: ENTRY_LINK_MESSAGES.missingCode },
  );

  useEffect(() => {
    if (!code) return;
    let current = true;
    claimOnce(code).then(
      (entry) => {
        save({
          userName: entry.userName,
          survivorName: entry.survivorName,
          realName: entry.realName,
          email: entry.email,
          leagueId: entry.leagueId,
          paymentMethod: entry.paymentMethod,
          entryToken: entry.entryToken,
        });
        if (current) setState({ status: 'claimed', entry });
      },
      (failure: unknown) => {
        if (current) setState({ status: 'failed', message: errorMessage(failure, ENTRY_LINK_MESSAGES.invalidCode) });
      },
    );
    return () => {
      current = false;
    };
  }, [code, save]);

  return (
    <>
      <title>Sign In to Your Entry · Tribal Pool</title>
      <PageHeader title="Sign In to Your Entry" subtitle="Your entry, on this device." />
      <Row>
        <Col lg={7}>
          <ClaimEntryPanel {...state} />
        </Col>
      </Row>
    </>
  );
}
