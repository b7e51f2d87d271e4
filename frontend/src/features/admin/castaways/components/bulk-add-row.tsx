import '../../components/admin.css';
import { Button, Col, Form, Row } from 'react-bootstrap';

export interface BulkRowValues {
  key: number;
  name: string;
  age: string;
  occupation: string;
  tribe: string;
  imageUrl: string;
}

const COLUMNS = [
  { field: 'name', label: 'Name', md: 3, type: 'text' },
  { field: 'age', label: 'Age', md: 1, type: 'number' },
  { field: 'occupation', label: 'Occupation', md: 3, type: 'text' },
  { field: 'tribe', label: 'Tribe', md: 2, type: 'text' },
  { field: 'imageUrl', label: 'Image URL', md: 2, type: 'text' },
] as const;

interface BulkAddRowProps {
  row: BulkRowValues;
  number: number;
  /** Labels show on every row on phones, and above the first row only from md up. */
  showLabels: boolean;
  onChange: (change: Partial<BulkRowValues>) => void;
  onRemove: () => void;
  canRemove: boolean;
}

export function BulkAddRow({ row, number, showLabels, onChange, onRemove, canRemove }: BulkAddRowProps) {
  return (
    <Row className="tp-bulk-row g-2 mb-2 align-items-end" role="group" aria-label={`Row ${number}`}>
      {COLUMNS.map(({ field, label, md, type }) => {
        const id = `bulk-${row.key}-${field}`;
        return (
          <Col
            key={field}
            xs={field === 'age' ? 4 : field === 'name' ? 8 : 12}
            sm={field === 'tribe' ? 6 : undefined}
            md={md}
          >
            <Form.Label htmlFor={id} className={`small mb-1 ${showLabels ? '' : 'd-md-none'}`}>
              {label}
            </Form.Label>
            <Form.Control
              id={id}
              size="sm"
              type={type}
              min={type === 'number' ? 1 : undefined}
              inputMode={type === 'number' ? 'numeric' : undefined}
              value={row[field]}
              aria-label={`Row ${number} ${label}`}
              onChange={(e) => onChange({ [field]: e.target.value })}
            />
          </Col>
        );
      })}
      <Col xs={12} md={1} className="text-end text-md-center">
        <Button
          variant="outline-danger"
          size="sm"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Remove row ${number}`}
          title="Remove row"
        >
          X
        </Button>
      </Col>
    </Row>
  );
}
