import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { SeasonSelect } from '@/components/season-select';
import type { LeagueForm } from '../hooks/use-league-form';
import { LeagueTextField } from './league-text-field';

interface LeagueFieldsProps {
  form: LeagueForm;
  /** fields of one form only, after the commissioner's name (the self-serve form asks for their email there) */
  children?: ReactNode;
}

/** The league itself, as both forms ask for it: name, commissioner, join code and season. */
export function LeagueFields({ form, children }: LeagueFieldsProps) {
  return (
    <Row className="g-3 mb-3">
      <LeagueTextField
        controlId="create-league-name"
        label="League Name"
        value={form.leagueName}
        onChange={form.setLeagueName}
        md={6}
        maxLength={80}
      />
      <LeagueTextField
        controlId="create-commissioner-name"
        label="Commissioner Name"
        value={form.commissionerName}
        onChange={form.setCommissionerName}
        md={6}
        maxLength={60}
      />
      {children}
      <LeagueTextField
        controlId="create-league-password"
        label="League Password"
        value={form.password}
        onChange={form.setPassword}
        md={6}
        type="password"
        autoComplete="new-password"
        help="The league's join code: members need it to join. League Settings shows the invite link that carries it."
      />
      <Col md={6}>
        <SeasonSelect season={form.season} onChange={form.setSeason} controlId="create-season" stacked />
      </Col>
    </Row>
  );
}
