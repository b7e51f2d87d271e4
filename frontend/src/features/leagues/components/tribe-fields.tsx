import { Button, Col, Form, InputGroup, Row } from 'react-bootstrap';
import type { LeagueForm } from '../hooks/use-league-form';

/** The league's tribes: a name and a colour each (shown as a swatch), added and removed row by row. */
export function TribeFields({ form }: { form: LeagueForm }) {
  return (
    <fieldset className="mb-4">
      <legend className="h6 fw-semibold">Tribes</legend>
      {form.tribes.map((tribe, index) => {
        const n = index + 1;
        return (
          <Row key={tribe.key} className="g-2 mb-2 align-items-end tp-tribe-row">
            <Col xs={12} sm={6}>
              <Form.Label htmlFor={`tribe-${tribe.key}-name`} className="small mb-1">
                Tribe {n} Name
              </Form.Label>
              <Form.Control
                id={`tribe-${tribe.key}-name`}
                value={tribe.name}
                onChange={(e) => form.updateTribe(tribe.key, { name: e.target.value })}
                maxLength={60}
              />
            </Col>
            <Col xs={8} sm={4}>
              <Form.Label htmlFor={`tribe-${tribe.key}-color`} className="small mb-1">
                Tribe {n} Color
              </Form.Label>
              <InputGroup>
                <InputGroup.Text className="p-1">
                  <span className="tp-color-swatch" style={{ background: tribe.color }} aria-hidden="true" />
                </InputGroup.Text>
                <Form.Control
                  id={`tribe-${tribe.key}-color`}
                  value={tribe.color}
                  onChange={(e) => form.updateTribe(tribe.key, { color: e.target.value })}
                  maxLength={40}
                />
              </InputGroup>
            </Col>
            <Col xs={4} sm={2}>
              <Button
                variant="outline-danger"
                className="w-100"
                onClick={() => form.removeTribe(tribe.key)}
                aria-label={`Remove tribe ${n}`}
              >
                Remove
              </Button>
            </Col>
          </Row>
        );
      })}
      {form.tribes.length === 0 && <p className="text-secondary small">No tribes yet.</p>}
      <Button variant="outline-secondary" size="sm" onClick={form.addTribe}>
        Add Tribe
      </Button>
    </fieldset>
  );
}
