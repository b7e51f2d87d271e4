import { Container } from 'react-bootstrap';
import { Outlet, ScrollRestoration } from 'react-router';
import { WriteRetryingNotice } from '@/components/ui/write-retrying-notice';
import { AppFooter } from './app-footer';
import { AppNavbar } from './app-navbar';
import { UpdateBar } from './update-bar';

export function MainLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <AppNavbar />
      <main className="flex-grow-1 py-4">
        <Container fluid="xl">
          <Outlet />
        </Container>
      </main>
      <AppFooter />
      <WriteRetryingNotice />
      <UpdateBar />
      <ScrollRestoration />
    </div>
  );
}
