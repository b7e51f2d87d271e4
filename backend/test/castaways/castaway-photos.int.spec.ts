import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { type Castaway, castawayPhotoUrl, MESSAGES, PHOTO_MESSAGES } from '@tribal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tools/throwaway-servers.mjs';
import { ProjectionRebuilder } from '../../src/event-store/projection-rebuilder';
import { type AppProcess, READY_LINE, startAppProcess } from '../support/app-process';
import { createLeague, setUpTestApp, TEST_ADMIN_PASSWORD } from '../support/test-app';

let admin: Record<string, string>;

const t = setUpTestApp('castaway_photos');
beforeAll(async () => {
  admin = { authorization: `Bearer ${await t.adminToken()}` };
});

const ANN = 49001;
const BO = 49002;

async function upload(castawayId: number, bytes: Uint8Array, type: string, baseUrl = t.baseUrl, headers = admin) {
  const form = new FormData();
  form.set('photo', new Blob([bytes], { type }), 'portrait');
  const response = await fetch(`${baseUrl}/api/castaways/${castawayId}/photo`, { method: 'PUT', headers, body: form });
  return { status: response.status, body: (await response.json()) as Castaway & { message: string } };
}

const stored = async () =>
  (await t.query('SELECT (SELECT count(*) FROM castaway_photos) AS photos, (SELECT count(*) FROM events) AS events'))
    .rows[0];

/** A camera's JPEG: landscape, with EXIF naming the camera and where it was taken. */
function cameraJpeg(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'TribalCam', Model: 'Island 1' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '17/1 45/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '177/1 26/1 0/1',
        },
      },
    })
    .toBuffer();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

/**
 * A decompression bomb: a tiny PNG whose header declares 10,000 × 10,000 pixels (a real one inflates to 300 MB of
 * pixels from a few hundred kilobytes). Only the header matters, as the server must refuse before decoding.
 */
async function pngBomb(): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // IHDR follows the 8-byte signature: length (4), "IHDR" (4), width (4), height (4), ..., CRC over type + data.
  bytes.writeUInt32BE(10_000, 16);
  bytes.writeUInt32BE(10_000, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)) >>> 0, 29);
  return bytes;
}

async function getPhoto(url: string, baseUrl = t.baseUrl, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${url}`, { headers, redirect: 'manual' });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('castaway photos', () => {
  it('a camera JPEG is stored square, at most 512 px, as WebP without its EXIF or GPS, and becomes the imageUrl', async () => {
    const jpeg = await cameraJpeg();
    const original = await sharp(jpeg).metadata();
    expect(original.exif?.toString('latin1')).toContain('TribalCam');

    const uploaded = await upload(ANN, jpeg, 'image/jpeg');
    expect(uploaded.status).toBe(200);
    const hash = uploaded.body.imageUrl.match(/v=([0-9a-f]{64})$/)?.[1] as string;
    expect(uploaded.body).toMatchObject({ id: ANN, imageUrl: castawayPhotoUrl(ANN, hash) });
    const cast = (await t.request<Castaway[]>('GET', '/api/castaways/49')).body;
    expect(cast.find((c) => c.id === ANN)?.imageUrl).toBe(uploaded.body.imageUrl);

    const { response, bytes } = await getPhoto(uploaded.body.imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('etag')).toBe(`"${hash}"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const served = await sharp(bytes).metadata();
    expect(served).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(served.exif).toBeUndefined();
    expect(served.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('TribalCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('the browser revalidates with the ETag (304); an older URL leads to the current photo; no photo is a 404', async () => {
    const { imageUrl } = (await upload(BO, await png(300, 200), 'image/png')).body;
    const hash = imageUrl.split('v=')[1];
    const small = await getPhoto(imageUrl);
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });

    const again = await getPhoto(imageUrl, t.baseUrl, { 'if-none-match': `"${hash}"` });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    const unversioned = await getPhoto(`/api/castaways/${BO}/photo`);
    expect(unversioned.response.status).toBe(200);
    expect(unversioned.response.headers.get('cache-control')).toBe('public, no-cache');
    expect(unversioned.bytes.equals(small.bytes)).toBe(true);
    const old = await getPhoto(castawayPhotoUrl(BO, 'b'.repeat(64)));
    expect(old.response.status).toBe(302);
    expect(old.response.headers.get('location')).toBe(imageUrl);
    expect(old.response.headers.get('cache-control')).toBe('no-cache');

    const none = await getPhoto('/api/castaways/49003/photo');
    expect(none.response.status).toBe(404);
    expect(JSON.parse(none.bytes.toString()).message).toBe(PHOTO_MESSAGES.notFound);
    // Our own photos pass the page's Content Security Policy.
    const csp = (await fetch(`${t.baseUrl}/api/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self'/);
  });

  it('the same photo uploaded again changes nothing', async () => {
    const jpeg = await cameraJpeg();
    const before = await stored();
    const again = await upload(ANN, jpeg, 'image/jpeg');
    expect(again.status).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['text that says it is a PNG', () => Buffer.from('not an image at all'), 'image/png', PHOTO_MESSAGES.notAnImage],
    [
      'an SVG (not a photo format)',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
      PHOTO_MESSAGES.notAnImage,
    ],
    ['a PNG that says it is a JPEG', () => png(50, 50), 'image/jpeg', PHOTO_MESSAGES.typeMismatch('image/jpeg', 'PNG')],
    [
      'a JPEG sent with no type',
      () => cameraJpeg(64, 64),
      'application/octet-stream',
      PHOTO_MESSAGES.typeMismatch('application/octet-stream', 'JPEG'),
    ],
    ['a decompression bomb (100 megapixels)', pngBomb, 'image/png', PHOTO_MESSAGES.tooManyPixels(10_000, 10_000)],
    ['a file over 5 MB', () => Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), 'image/jpeg', PHOTO_MESSAGES.tooLarge],
    ['a truncated JPEG', async () => (await cameraJpeg()).subarray(0, 600), 'image/jpeg', PHOTO_MESSAGES.notAnImage],
  ])('%s is refused with a 400 and nothing is stored', async (_, make, type, message) => {
    const before = await stored();
    const refused = await upload(ANN, await make(), type);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    expect(await stored()).toEqual(before);
  });

  it('a castaway with a photo is edited like any other: the edit form sends the photo URL back unchanged', async () => {
    const leagueId = await createLeague(t);
    const ann = (await t.request<Castaway[]>('GET', '/api/castaways/49')).body.find((c) => c.id === ANN) as Castaway;
    const { id: _id, season: _season, ...fields } = ann;
    const edited = await t.request<Castaway>('PUT', `/api/leagues/${leagueId}/castaways/${ANN}`, {
      headers: admin,
      body: { ...fields, occupation: 'Barista' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ occupation: 'Barista', imageUrl: ann.imageUrl });
  });

  it('only the admin uploads; an unknown castaway or a missing file is refused', async () => {
    const jpeg = await cameraJpeg(64, 64);
    const anonymous = await upload(ANN, jpeg, 'image/jpeg', t.baseUrl, {});
    expect(anonymous).toMatchObject({ status: 401, body: { message: MESSAGES.adminSignInRequired } });
    expect((await upload(49999, jpeg, 'image/jpeg')).status).toBe(404);
    const empty = await fetch(`${t.baseUrl}/api/castaways/${ANN}/photo`, {
      method: 'PUT',
      headers: admin,
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(PHOTO_MESSAGES.missing);
  });

  it('a rebuild of the read tables keeps every photo: the events name them, the bytes stay where they are', async () => {
    const before = (await t.request<Castaway[]>('GET', '/api/castaways/49')).body;
    await t.app.get(ProjectionRebuilder).rebuild();
    const after = (await t.request<Castaway[]>('GET', '/api/castaways/49')).body;
    expect(after).toEqual(before);
    const ann = after.find((c) => c.id === ANN) as Castaway;
    expect((await getPhoto(ann.imageUrl)).response.status).toBe(200);
  });
});

describe('several processes', () => {
  let dataDir: string;
  let second: AppProcess | undefined;
  afterAll(async () => {
    await second?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a photo uploaded through one process is served by another (node backend/dist/main.js on the same database)', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tp-photos-'));
    const port = await freePort();
    second = startAppProcess({
      env: { PORT: String(port), DATABASE_URL: t.databaseUrl, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, DATA_DIR: dataDir },
    });
    await second.waitFor(READY_LINE);
    const otherUrl = `http://127.0.0.1:${port}`;

    const { imageUrl } = (await upload(49004, await cameraJpeg(700, 1000), 'image/jpeg')).body;
    const here = await getPhoto(imageUrl);
    const there = await getPhoto(imageUrl, otherUrl);
    expect(there.response.status).toBe(200);
    expect(there.response.headers.get('etag')).toBe(here.response.headers.get('etag'));
    expect(there.bytes.equals(here.bytes)).toBe(true);

    // And the other way round, signed in on the second process.
    const login = await fetch(`${otherUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const viaSecond = await upload(49005, await png(640, 640), 'image/png', otherUrl, {
      authorization: `Bearer ${token}`,
    });
    expect(viaSecond.status).toBe(200);
    const served = await getPhoto(viaSecond.body.imageUrl);
    expect(served.response.status).toBe(200);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });
});
