import { type ClaimEntryResponse, ENTRY_LINK_MESSAGES } from '@tribal/contracts';
import { useCallback } from 'react';
import { Col, Row } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { claimEntry } from '@/features/join/api/claim-entry';
import { ClaimEntryPanel } from '@/features/join/components/claim-entry-panel';
import { useEmailedCode } from '@/hooks/use-emailed-code';
import { useSavedUserStore } from '@/stores/saved-user-store';

/**
 * /claim?code=…: the emailed sign-in link (or a rejoin link). On the reader's click it installs the entry (with a
 * token of this device's own) here.
 */
export function ClaimRoute() {
  const save = useSavedUserStore((state) => state.save);
  const keep = useCallback(
    (entry: ClaimEntryResponse) =>
      save({
        userName: entry.userName,
        survivorName: entry.survivorName,
        realName: entry.realName,
        email: entry.email,
        leagueId: entry.leagueId,
        paymentMethod: entry.paymentMethod,
        entryToken: entry.entryToken,
      }),
    [save],
  );
  const { state, confirm } = useEmailedCode(
    claimEntry,
    keep,
    ENTRY_LINK_MESSAGES.invalidCode,
    ENTRY_LINK_MESSAGES.missingCode,
  );

  return (
    <>
      <title>Sign In to Your Entry · Tribal Pool</title>
      <PageHeader title="Sign In to Your Entry" subtitle="Your entry, on this device." />
      <Row>
        <Col lg={7}>
          <ClaimEntryPanel state={state} onConfirm={confirm} />
        </Col>
      </Row>
    </>
  );
}
