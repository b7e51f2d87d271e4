/**
 * A mail worker in a process of its own, for the crash tests: it boots the real MailModule with the options
 * given in MAIL_CHILD_OPTIONS, says 'ready', and is then killed with SIGKILL mid-send by the test.
 */
import { type MailContextOptions, startMailContext } from './mail-test-context';

async function main(): Promise<void> {
  const options = JSON.parse(process.env.MAIL_CHILD_OPTIONS ?? '{}') as MailContextOptions;
  await startMailContext(options);
  process.send?.('ready');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
