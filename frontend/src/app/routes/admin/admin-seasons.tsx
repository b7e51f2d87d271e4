import { SEASON_MESSAGES } from '@tribal/contracts';
import { useState } from 'react';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { SeasonForm } from '@/features/admin/seasons/components/season-form';
import { SeasonsTable } from '@/features/admin/seasons/components/seasons-table';
import { refreshSeasons, useSeasons } from '@/hooks/use-seasons';

/** /admin/seasons: every season, opening a new one, and editing one (issue 19). */
export function AdminSeasonsRoute() {
  const { seasons, error } = useSeasons();
  const [editing, setEditing] = useState<number | null>(null);
  const season = seasons?.find((s) => s.number === editing);
  return (
    <>
      <title>Seasons · Tribal Pool</title>
      <PageHeader
        title="Seasons"
        subtitle="Open the season on TV now: its number, title, premiere and length. Every page offers the seasons listed here."
        actions={<BackToDashboard />}
      />
      <Row className="g-4">
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-3 p-md-4">
              <h2 className="h5">All seasons</h2>
              {seasons ? (
                seasons.length > 0 ? (
                  <SeasonsTable seasons={seasons} onEdit={setEditing} />
                ) : (
                  <p className="text-secondary mb-0">{SEASON_MESSAGES.noSeasons}</p>
                )
              ) : error ? (
                <Alert variant="danger" className="mb-0">
                  {SEASON_MESSAGES.failedToFetch}
                </Alert>
              ) : (
                <PageSpinner label="Loading seasons…" />
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          {season ? (
            <SeasonForm
              key={season.number}
              editing={season}
              onSaved={() => void refreshSeasons()}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <SeasonForm onSaved={() => void refreshSeasons()} />
          )}
        </Col>
      </Row>
    </>
  );
}
