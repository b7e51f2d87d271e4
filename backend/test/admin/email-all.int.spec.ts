import {
  ADMIN_LIVE_EVENTS,
  ADMIN_MESSAGES,
  EmailProgress,
  EmailProgressMessage,
  EmailProgressSubscribeAck,
  MESSAGES,
  SendEmailToAllResponse,
} from '@tribal/contracts';
import { io, Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, waitFor } from '../mail/support/mail-test-context';
import { confirmMemberEmail } from '../mail/support/mailed-links';
import { type SmtpTestServer, startSmtpTestServer } from '../mail/support/smtp-test-server';
import { createLeague, joinBody, startTestApp, TestApp } from '../support/test-app';
import { type GatedSmtpServer, startGatedSmtpServer } from './support/gated-smtp-server';

async function join(t: TestApp, leagueId: string, userName: string, email?: string) {
  const response = await t.request('POST', `/api/leagues/${leagueId}/join`, {
    body: joinBody(userName, email ? { email } : {}),
  });
  expect(response.status).toBe(201);
}

async function sendEmailToAll(t: TestApp, body: unknown) {
  return t.request<SendEmailToAllResponse & { errors?: unknown }>('POST', '/api/admin/send-email', {
    headers: { authorization: `Bearer ${await t.adminToken()}` },
    body,
  });
}

async function progressOf(t: TestApp, commandId: string) {
  const response = await t.request<EmailProgress>('GET', `/api/admin/email/${commandId}/progress`, {
    headers: { authorization: `Bearer ${await t.adminToken()}` },
  });
  expect(response.status).toBe(200);
  return response.body;
}

describe.each([
  { mode: 'BullMQ (Redis)', redis: true },
  { mode: 'the in-process runner (no Redis)', redis: false },
])('email all users through $mode', ({ redis }) => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp(redis ? 'email_all_bullmq' : 'email_all_in_process', { redis, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('every member gets the email exactly once, whatever the letter case or the number of leagues joined', async () => {
    const island = await createLeague(t, { leagueName: 'Island Pool' });
    const office = await createLeague(t, { leagueName: 'Office Pool' });
    await join(t, island, 'Parvati');
    await join(t, office, 'Parvati');
    await join(t, island, 'Rob', 'ROB@Example.com');
    await join(t, office, 'Boston Rob', 'rob@example.com');
    await join(t, office, 'Sandra');
    // Email-all writes to league members: league mail, so only to confirmed addresses (issue 33).
    for (const email of ['parvati@example.com', 'rob@example.com', 'sandra@example.com'])
      await confirmMemberEmail(t, smtp, email);
    await join(t, office, 'Stranger', 'typed.by.someone@example.com');

    const sent = await sendEmailToAll(t, { subject: 'Finale night', body: 'Watch party at 8.' });
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ message: ADMIN_MESSAGES.emailSent, commandId: expect.any(String), recipients: 3 });

    const finale = () => smtp.received.filter((m) => m.subject === 'Finale night');
    await waitFor('3 mails', () => finale().length >= 3);
    await sleep(500);
    expect(
      finale()
        .map((m) => m.to)
        .sort(),
    ).toEqual(['parvati@example.com', 'rob@example.com', 'sandra@example.com']);
    expect(finale().every((m) => m.text.startsWith('Watch party at 8.'))).toBe(true);
    // Its way out stops every league's mail: the mail speaks for no one league.
    expect(finale().every((m) => m.headers['list-unsubscribe-post'] === 'List-Unsubscribe=One-Click')).toBe(true);
    const { commandId } = sent.body;
    await waitFor('progress settled', async () => (await progressOf(t, commandId)).queued === 0);
    expect(await progressOf(t, commandId)).toEqual({ queued: 0, sent: 3, failed: 0 });
  });

  it('a repeated request with the same Idempotency-Key answers the first send and sends nothing more', async () => {
    const headers = { authorization: `Bearer ${await t.adminToken()}`, 'idempotency-key': 'tribal-council-1' };
    const body = { subject: 'Tribal council', body: 'Tonight.' };
    const first = await t.request<SendEmailToAllResponse>('POST', '/api/admin/send-email', { headers, body });
    const again = await t.request<SendEmailToAllResponse>('POST', '/api/admin/send-email', { headers, body });
    expect(again.body).toEqual(first.body);
    await waitFor('the mails', () => smtp.received.filter((m) => m.subject === 'Tribal council').length >= 3);
    await sleep(500);
    expect(smtp.received.filter((m) => m.subject === 'Tribal council')).toHaveLength(3);
  });

  it('a subject and a body are required: 400 naming the field, and nothing is queued', async () => {
    const before = smtp.received.length;
    const noSubject = await sendEmailToAll(t, { subject: '  ', body: 'Hello' });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.message).toBe(ADMIN_MESSAGES.subjectRequired);
    expect(noSubject.body.errors).toEqual([{ field: 'subject', message: ADMIN_MESSAGES.subjectRequired }]);
    const noBody = await sendEmailToAll(t, { subject: 'Hello' });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe(ADMIN_MESSAGES.bodyRequired);
    await sleep(300);
    expect(smtp.received.length).toBe(before);
  });
});

describe('live email progress on /live', () => {
  let smtp: GatedSmtpServer;
  let t: TestApp;
  const sockets: Socket[] = [];

  async function connect(options: { token?: string; cookie?: string } = {}): Promise<Socket> {
    const socket = io(`${t.baseUrl}/live`, {
      transports: ['websocket'],
      forceNew: true,
      ...(options.token ? { auth: { token: options.token } } : {}),
      ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  }

  const subscribe = (socket: Socket, commandId: string) =>
    socket.emitWithAck(ADMIN_LIVE_EVENTS.subscribeEmailProgress, { commandId }) as Promise<EmailProgressSubscribeAck>;

  beforeAll(async () => {
    smtp = await startGatedSmtpServer((subject) => subject === 'Confirm your email for Tribal Pool');
    t = await startTestApp('email_progress_live', { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    smtp?.open();
    await t?.close();
    await smtp?.close();
  });

  it('an admin watching a send sees it go from all queued to all sent; a visitor is refused', async () => {
    const leagueId = await createLeague(t);
    for (const name of ['Tina', 'Ethan', 'Yul']) await join(t, leagueId, name);
    for (const name of ['tina', 'ethan', 'yul'])
      await confirmMemberEmail(t, { received: smtp.passed }, `${name}@example.com`);
    const sent = await sendEmailToAll(t, { subject: 'Merge!', body: 'Buffs off.' });
    const { commandId } = sent.body;

    const anonymous = await connect();
    expect(await subscribe(anonymous, commandId)).toEqual({ ok: false, message: MESSAGES.adminSignInRequired });
    const forged = await connect({ token: 'forged-token' });
    expect(await subscribe(forged, commandId)).toEqual({ ok: false, message: MESSAGES.adminSignInRequired });

    // The SMTP server holds every mail until the gate opens: nothing is sent yet.
    const admin = await connect({ token: await t.adminToken() });
    const pushed: EmailProgressMessage[] = [];
    admin.on(ADMIN_LIVE_EVENTS.emailProgress, (message: EmailProgressMessage) => pushed.push(message));
    const ack = await subscribe(admin, commandId);
    expect(ack).toEqual({ ok: true, progress: { commandId, queued: 3, sent: 0, failed: 0 } });

    // The session cookie the admin pages carry works as well as the token.
    const viaCookie = await connect({ cookie: `tp_admin=${encodeURIComponent(await t.adminToken())}` });
    const cookiePushed: EmailProgressMessage[] = [];
    viaCookie.on(ADMIN_LIVE_EVENTS.emailProgress, (message: EmailProgressMessage) => cookiePushed.push(message));
    expect((await subscribe(viaCookie, commandId)).ok).toBe(true);

    smtp.open();
    await waitFor('a push showing all sent', () => pushed.some((m) => m.sent === 3), 8000);
    expect(pushed.at(-1)).toEqual({ commandId, queued: 0, sent: 3, failed: 0 });
    for (const message of pushed) expect(message.queued + message.sent + message.failed).toBe(3);
    await waitFor('the cookie subscriber too', () => cookiePushed.some((m) => m.sent === 3), 3000);
    expect(smtp.received.sort()).toEqual(['ethan@example.com', 'tina@example.com', 'yul@example.com']);
  });
});
