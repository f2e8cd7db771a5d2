import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileAvatars } from '../../server/db/schema/index.ts';
import { session, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-immagine-di-prova'),
]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-immagine-di-prova')]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 immagine')]);

describe.each(testDrivers)('the profile picture on %s', (driver) => {
  let ctx: TestApp;
  let designer: Session;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    designer = await session(ctx.app, 'designer@demo.example');
  });
  afterAll(async () => ctx.close());

  const upload = (payload: Buffer | string, contentType?: string) =>
    designer.post('/profile/profile/avatar', payload, contentType ? { 'content-type': contentType } : {});
  const storedFiles = async () =>
    (await readdir(ctx.config.filesDir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) =>
      entry.isFile(),
    );
  const details = async () => (await designer.get('/profile/details')).json<{ avatar: string | null }>();

  it.each([
    [
      'a type that is no image',
      Buffer.from('%PDF-1.7'),
      'application/pdf',
      'Formato immagine non supportato: usa JPEG, PNG o WebP',
    ],
    [
      'an image type it does not take',
      Buffer.from('GIF89a'),
      'image/gif',
      'Formato immagine non supportato: usa JPEG, PNG o WebP',
    ],
    ['no content type', png, undefined, 'Formato immagine non supportato: usa JPEG, PNG o WebP'],
    [
      'more than 2 MB',
      Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
      'image/png',
      "L'immagine supera la dimensione massima consentita (2 MB)",
    ],
    ['bytes of another format', jpeg, 'image/png', "Il file non è un'immagine valida del formato dichiarato"],
    [
      'text declared as an image',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/webp',
      "Il file non è un'immagine valida del formato dichiarato",
    ],
    ['an empty body', Buffer.alloc(0), 'image/jpeg', "L'immagine è vuota"],
  ])('refuses %s with 400 and the Italian message, writing nothing', async (_case, payload, contentType, message) => {
    const response = await upload(payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ path: 'file', message }] });
    expect(await storedFiles()).toEqual([]);
    expect(await ctx.database.db.select().from(profileAvatars)).toEqual([]);
    expect((await details()).avatar).toBeNull();
  });

  it('stores a valid image and serves it back at the URL the profile carries', async () => {
    const response = await upload(png, 'image/png');
    expect(response.statusCode).toBe(200);
    const { avatar } = response.json<{ avatar: string }>();
    expect(avatar).toMatch(/^\/profile\/profile\/avatar\/[0-9a-f-]{36}\?v=[0-9a-f-]{36}$/);
    expect((await details()).avatar).toBe(avatar);
    const served = await ctx.app.inject({ method: 'GET', url: `/api${avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/api${avatar.split('?')[0] ?? ''}` })).statusCode).toBe(404);
  });

  it('replaces the picture: the old URL answers 404 and its bytes are gone', async () => {
    const first = (await details()).avatar ?? '';
    for (const [bytes, type] of [
      [jpeg, 'image/jpeg'],
      [webp, 'image/webp'],
    ] as const) {
      expect((await upload(bytes, type)).statusCode).toBe(200);
    }
    const current = (await details()).avatar ?? '';
    expect(current).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: `/api${first}` })).statusCode).toBe(404);
    const served = await ctx.app.inject({ method: 'GET', url: `/api${current}` });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await storedFiles()).toHaveLength(1);
  });

  it('asks for a bearer token to upload', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/profile/avatar',
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(response.statusCode).toBe(401);
  });
});
