import { followShield } from './device-push';
import { browserPush } from './push-browser';

/** The app's follower of the spoiler shield, in this browser (app.tsx loads it after the first paint). */
export function followShieldHere(): () => void {
  return followShield(browserPush);
}
