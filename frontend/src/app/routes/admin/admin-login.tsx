import { Col, Row } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router';
import { AdminLoginForm } from '@/features/admin/components/admin-login-form';
import { useAdminStore } from '@/stores/admin-store';
import { safeAdminReturnPath } from './require-admin';

export function AdminLoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const setSignedIn = useAdminStore((state) => state.setSignedIn);

  return (
    <Row className="justify-content-center py-md-4">
      <title>Admin Login · Tribal Pool</title>
      <Col xs={12} sm={10} md={7} lg={5} xl={4}>
        <AdminLoginForm
          onSignedIn={() => {
            setSignedIn(true);
            navigate(safeAdminReturnPath(searchParams.get('redirect')), { replace: true });
          }}
        />
      </Col>
    </Row>
  );
}
