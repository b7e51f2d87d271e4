import '../../components/admin.css';
import { type Castaway, PHOTO_TYPES } from '@tribal/contracts';
import { Button, Table } from 'react-bootstrap';
import { CastawayAvatar } from '@/components/castaway-avatar';

interface CastawaysTableProps {
  castaways: readonly Castaway[];
  busyId: number | null;
  onEdit: (castaway: Castaway) => void;
  onDelete: (castaway: Castaway) => void;
  onPhoto: (castaway: Castaway, photo: File) => void;
}

export function CastawaysTable({ castaways, busyId, onEdit, onDelete, onPhoto }: CastawaysTableProps) {
  if (castaways.length === 0) {
    return <p className="text-secondary mb-0">No castaways yet. Import a cast, add one, or bulk add.</p>;
  }
  return (
    <Table responsive hover className="tp-admin-table mb-0" aria-label="Castaways">
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Name</th>
          <th scope="col">Age</th>
          <th scope="col" className="d-none d-md-table-cell">
            Occupation
          </th>
          <th scope="col" className="d-none d-md-table-cell">
            Tribe
          </th>
          <th scope="col" className="text-end">
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {castaways.map((castaway) => (
          <tr key={castaway.id}>
            <td>
              <CastawayAvatar name={castaway.name} imageUrl={castaway.imageUrl} size="md" />
            </td>
            <th scope="row" className="fw-semibold">
              {castaway.name}
              {/* Phones have no room for the occupation and tribe columns: they go under the name. */}
              <div className="d-md-none small fw-normal text-secondary">
                {[castaway.occupation, castaway.tribe].filter(Boolean).join(' · ')}
              </div>
            </th>
            <td>{castaway.age}</td>
            <td className="d-none d-md-table-cell">{castaway.occupation}</td>
            <td className="d-none d-md-table-cell">{castaway.tribe || <span className="text-secondary">—</span>}</td>
            <td className="tp-admin-actions">
              {/* Stacked on a phone so the name keeps its room; side by side from sm up. */}
              <div className="d-flex flex-column flex-sm-row gap-1 gap-sm-2 align-items-end justify-content-end">
                <Button
                  variant="outline-primary"
                  size="sm"
                  onClick={() => onEdit(castaway)}
                  aria-label={`Edit ${castaway.name}`}
                >
                  Edit
                </Button>
                {/* A file input behind a button-like label: choosing a file uploads it at once. */}
                <label
                  className={`btn btn-outline-secondary btn-sm tp-photo-button ${busyId === castaway.id ? 'disabled' : ''}`}
                >
                  Photo
                  <input
                    type="file"
                    className="visually-hidden"
                    accept={PHOTO_TYPES.join(',')}
                    aria-label={`Upload a photo of ${castaway.name}`}
                    disabled={busyId === castaway.id}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      event.target.value = '';
                      if (file) onPhoto(castaway, file);
                    }}
                  />
                </label>
                <Button
                  variant="outline-danger"
                  size="sm"
                  onClick={() => onDelete(castaway)}
                  disabled={busyId === castaway.id}
                  aria-label={`Delete ${castaway.name}`}
                >
                  Delete
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
