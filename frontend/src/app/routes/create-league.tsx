import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { StartLeagueForm } from '@/features/leagues/components/start-league-form';

/** /create: anyone starts a league, with themselves as commissioner and first member. */
export function CreateLeagueRoute() {
  return (
    <>
      <title>Start a League · Tribal Pool</title>
      <PageHeader
        title="Start a League"
        subtitle={
          <>
            Name your league, its tribes and your own entry. We email you a link to activate it; you run it from there.
            Already a commissioner? <Link to="/commissioner/sign-in">Sign in to manage your league</Link>.
          </>
        }
      />
      <StartLeagueForm />
    </>
  );
}
