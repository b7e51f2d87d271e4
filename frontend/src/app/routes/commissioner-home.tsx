import { CommissionerHome } from '@/features/commissioners/components/commissioner-home';

/** /commissioner: the leagues this device manages, the devices signed in as their commissioner, and "Sign Out". */
export function CommissionerHomeRoute() {
  return (
    <>
      <title>Your Leagues · Tribal Pool</title>
      <CommissionerHome />
    </>
  );
}
