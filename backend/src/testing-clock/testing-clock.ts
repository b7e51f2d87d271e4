import { StartUpError } from '../start-up/start-up-error';

/**
 * TESTING_CLOCK=1: the browser tests' server takes `PUT /api/testing/clock`, so a story can move the server's time
 * (episode night in New York, then three hours on in Los Angeles) without waiting. Whoever can reach that route can
 * change what every spoiler shield holds back, so a production process refuses to start with it.
 */
export function parseTestingClock(env: NodeJS.ProcessEnv): boolean {
  if (env.TESTING_CLOCK !== '1') return false;
  if (env.NODE_ENV === 'production') {
    throw new StartUpError(
      'TESTING_CLOCK=1 lets any caller set the server clock, and NODE_ENV is production.',
      'Fix: remove TESTING_CLOCK (it is for browser tests only), or run the tests without NODE_ENV=production.',
    );
  }
  return true;
}
