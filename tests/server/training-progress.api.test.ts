import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepositoryObject } from '../../domain/files/repository-objects.ts';
import type {
  CertificateVerification,
  LessonProgressView,
  MandatoryCheck,
  TrainingCompletion,
} from '../../domain/training/schemas.ts';
import { trainingLessonProgress, trainingLessons, trainingModules } from '../../server/db/schema/index.ts';
import { sessions, type Method, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';
import { insertLesson, insertModule, multipartBody } from './support/training-fixtures.ts';

interface ErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
}

const video = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 251));
const VIDEO_SECONDS = 4;

describe.each(testDrivers)('training progress, completion and certificates on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'hubhead' | 'designer' | 'backoffice', Session>;
  const call = (
    who: keyof typeof people,
    method: Method,
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => people[who].call(method, url, payload, headers);
  let moduleId = '';
  let videoLesson = '';
  let textLesson = '';
  let draftLesson = '';
  let designerLesson = '';

  const upload = (
    who: keyof typeof people,
    entityId: string,
    file = { name: 'lezione-1.webm', type: 'video/webm', bytes: video },
    entityType = 'Lesson',
  ) => {
    const body = multipartBody({ entity_id: entityId, entityType, meta: JSON.stringify({ category: 'video' }) }, file);
    return call(who, 'POST', '/happyway/repository-objects/upload', body.payload, body.headers);
  };
  const play = (who: keyof typeof people, lesson: string, position: unknown) =>
    call(who, 'POST', `/happyway/lessons/${lesson}/playback`, { position });
  const report = (who: keyof typeof people, lesson: string, played: [number, number][], position: number) =>
    call(who, 'POST', `/happyway/lessons/${lesson}/playback`, { position, played });
  /** The server's clock of the playback rule, moved by hand: real time without waiting for it. */
  const clock = {
    now: Date.parse('2026-03-02T09:00:00Z'),
    advance(ms: number) {
      this.now += ms;
    },
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver, {}, () => new Date(clock.now));
    people = await sessions(ctx.app, {
      hubhead: 'hubhead@demo.example',
      designer: 'designer@demo.example',
      backoffice: 'backoffice@demo.example',
    });
    const { db } = ctx.database;
    moduleId = await insertModule(db, {
      title: 'Sicurezza nei cantieri condominiali',
      roles: ['HubHead'],
      mandatory: true,
      category: 'condominium',
    });
    videoLesson = await insertLesson(db, moduleId, 1, 'Il cantiere');
    textLesson = await insertLesson(db, moduleId, 2, 'Le verifiche');
    const draft = await insertModule(db, { title: 'Bozza', roles: ['HubHead'], status: 'draft' });
    draftLesson = await insertLesson(db, draft, 1, 'Lezione in bozza');
    const forDesigners = await insertModule(db, { title: 'Per i progettisti', roles: ['Designer'] });
    designerLesson = await insertLesson(db, forDesigners, 1, 'Lezione dei progettisti');
    const uploaded = await upload('backoffice', videoLesson);
    expect(uploaded.statusCode).toBe(201);
    const object = uploaded.json<RepositoryObject>();
    await db
      .update(trainingLessons)
      .set({ videoId: object.id, videoDurationSeconds: VIDEO_SECONDS })
      .where(eq(trainingLessons.id, videoLesson));
  });
  afterAll(async () => ctx.close());

  it('uploads lesson files as multipart for back office only, videos only on lessons', async () => {
    expect((await upload('hubhead', videoLesson)).statusCode).toBe(403);
    expect((await upload('designer', videoLesson)).json<ErrorBody>().message).toBe('Lezione non trovata');
    const exe = await upload('backoffice', videoLesson, {
      name: 'setup.exe',
      type: 'application/octet-stream',
      bytes: video,
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json<ErrorBody>().message).toBe('Tipo di file non consentito');
    const empty = await upload('backoffice', videoLesson, {
      name: 'vuoto.mp4',
      type: 'video/mp4',
      bytes: Buffer.alloc(0),
    });
    expect(empty.json<ErrorBody>().message).toBe('Il file è vuoto');
    const pdf = await upload('backoffice', textLesson, {
      name: 'dispensa.pdf',
      type: 'application/pdf',
      bytes: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json<RepositoryObject>()).toMatchObject({ name: 'dispensa.pdf', entityType: 'Lesson', size: 15 });
  });

  it('streams the lesson video with HTTP ranges through a signed URL', async () => {
    const signed = await call('hubhead', 'GET', `/happyway/lessons/${videoLesson}/video`);
    expect(signed.statusCode).toBe(200);
    const url = new URL(signed.json<{ url: string }>().url);
    const local = `${url.pathname}${url.search}`;
    const whole = await ctx.app.inject({ method: 'GET', url: local });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toMatch(/^inline/);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await ctx.app.inject({ method: 'GET', url: local, headers: { range: 'bytes=1000-1009' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1009/4096');
    expect(part.rawPayload.equals(video.subarray(1000, 1010))).toBe(true);
    const tail = await ctx.app.inject({ method: 'GET', url: local, headers: { range: 'bytes=-96' } });
    expect(tail.headers['content-range']).toBe('bytes 4000-4095/4096');
    const past = await ctx.app.inject({ method: 'GET', url: local, headers: { range: 'bytes=5000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4096');
    expect((await call('designer', 'GET', `/happyway/lessons/${videoLesson}/video`)).statusCode).toBe(404);
  });

  it('answers 404 for lessons of drafts, of modules for other roles and unknown ids', async () => {
    for (const lesson of [draftLesson, designerLesson, '00000000-0000-4000-8000-000000000000']) {
      const response = await play('hubhead', lesson, 0);
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().message).toBe('Lezione non trovata');
      expect((await call('hubhead', 'POST', `/happyway/lessons/${lesson}/complete`)).statusCode).toBe(404);
    }
    expect((await play('designer', videoLesson, 0)).statusCode).toBe(404);
    expect((await play('designer', designerLesson, 0)).statusCode).toBe(409);
    expect(
      (
        await call('designer', 'POST', '/happyway/trainings/completetrainings', { trainingId: moduleId })
      ).json<ErrorBody>().message,
    ).toBe('Modulo formativo non trovato');
  });

  it('refuses malformed playback and completion bodies', async () => {
    for (const body of [
      { position: -1 },
      { position: 'fine' },
      {},
      { position: 1, done: true },
      { position: 1, played: [[3, 1]] },
      { position: 1, played: [[0]] },
    ]) {
      const response = await call('hubhead', 'POST', `/happyway/lessons/${videoLesson}/playback`, body);
      expect(response.statusCode).toBe(400);
    }
    expect((await play('hubhead', videoLesson, -1)).json<ErrorBody>().errors?.[0]?.message).toBe(
      'La posizione del video deve essere un numero di secondi non negativo',
    );
    expect(
      (await call('hubhead', 'POST', '/happyway/trainings/completetrainings', { trainingId: 'modulo' })).statusCode,
    ).toBe(400);
    expect((await call('hubhead', 'POST', `/happyway/lessons/not-an-id/playback`, { position: 1 })).statusCode).toBe(
      400,
    );
  });

  it('counts fast-forwarded reports at most at twice the real time on the server clock, so they never complete the lesson', async () => {
    expect((await report('hubhead', videoLesson, [], 0)).json<LessonProgressView>()).toMatchObject({
      state: 'inProgress',
      watchedSeconds: 0,
    });
    // The attack of issue 34: the whole video claimed again and again, straight to the API, for 0.86 s.
    for (let sent = 0; sent < 10; sent += 1) {
      clock.advance(86);
      const claimed = (
        await report('hubhead', videoLesson, [[0, VIDEO_SECONDS]], VIDEO_SECONDS)
      ).json<LessonProgressView>();
      expect(claimed).toMatchObject({ state: 'inProgress', completedAt: null });
    }
    const [row] = await ctx.database.db
      .select()
      .from(trainingLessonProgress)
      .where(eq(trainingLessonProgress.lessonId, videoLesson));
    expect(row?.completedAt).toBeNull();
    expect(row?.watched).toEqual([[0, expect.closeTo(1.72, 6)]]);
    expect((await call('hubhead', 'POST', `/happyway/lessons/${videoLesson}/complete`)).json<ErrorBody>().message).toBe(
      'Questa lezione si completa guardando il video',
    );
    // A seek to the last second, played: only that second counts.
    clock.advance(1000);
    const lastSecond = (await report('hubhead', videoLesson, [[3, 4]], 4)).json<LessonProgressView>();
    expect(lastSecond).toMatchObject({ state: 'inProgress', completedAt: null });
    expect(lastSecond.watchedSeconds).toBeCloseTo(2.72, 6);
  });

  it('completes the video lesson when its playback in real time covered 90%', async () => {
    clock.advance(60_000);
    const resumed = (await report('hubhead', videoLesson, [], 1.72)).json<LessonProgressView>();
    expect(resumed.watchedSeconds).toBeCloseTo(2.72, 6);
    clock.advance(500);
    const half = (await report('hubhead', videoLesson, [[1.72, 2.22]], 2.22)).json<LessonProgressView>();
    expect(half).toMatchObject({ state: 'inProgress', completedAt: null });
    clock.advance(800);
    const watched = (await report('hubhead', videoLesson, [[2.22, 3]], 3)).json<LessonProgressView>();
    expect(watched.state).toBe('completed');
    expect(watched.watchedSeconds).toBeCloseTo(VIDEO_SECONDS, 6);
    expect(watched.moduleCompleted).toBe(false);
    const lesson = (await call('hubhead', 'GET', `/happyway/lessons/${videoLesson}`)).json<{
      watchedSeconds: number;
      state: string;
    }>();
    expect(lesson).toMatchObject({ state: 'completed', watchedSeconds: VIDEO_SECONDS });
  });

  it('confirms a mandatory module only once every lesson is done, and issues a verifiable certificate', async () => {
    const early = await call('hubhead', 'POST', '/happyway/trainings/completetrainings', { trainingId: moduleId });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().message).toBe('Completa tutte le lezioni del modulo prima di confermare');
    expect((await call('hubhead', 'GET', `/happyway/trainings/${moduleId}/certificate`)).statusCode).toBe(404);
    expect((await play('hubhead', textLesson, 1)).json<ErrorBody>().message).toBe('Questa lezione non ha un video');
    const done = (await call('hubhead', 'POST', `/happyway/lessons/${textLesson}/complete`)).json<LessonProgressView>();
    expect(done).toMatchObject({ state: 'completed', moduleCompleted: false });

    const before = (await call('hubhead', 'GET', '/happyway/trainings/users/check')).json<MandatoryCheck>();
    expect(before.data).toEqual([
      expect.objectContaining({ id: moduleId, completed: false, completedLessons: 2, totalLessons: 2 }),
    ]);
    expect(before.allCompleted).toBe(false);

    const confirmed = await call('hubhead', 'POST', '/happyway/trainings/completetrainings', { trainingId: moduleId });
    expect(confirmed.statusCode).toBe(200);
    const completion = confirmed.json<TrainingCompletion>();
    expect(completion.certificateCode).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const again = (
      await call('hubhead', 'POST', '/happyway/trainings/completetrainings', { trainingId: moduleId })
    ).json<TrainingCompletion>();
    expect(again).toEqual(completion);

    const after = (await call('hubhead', 'GET', '/happyway/trainings/users/check')).json<MandatoryCheck>();
    expect(after.data[0]).toMatchObject({ completed: true, completedAt: completion.completedAt });
    expect(after.allCompleted).toBe(true);
    expect((await call('designer', 'GET', '/happyway/trainings/users/check')).json<MandatoryCheck>()).toEqual({
      data: [],
      allCompleted: true,
    });

    const pdf = await call('hubhead', 'GET', `/happyway/trainings/${moduleId}/certificate`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('designer', 'GET', `/happyway/trainings/${moduleId}/certificate`)).statusCode).toBe(404);

    const verify = (code: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/happyway/trainings/certificates/${code}` });
    const verified = await verify(completion.certificateCode.toLowerCase());
    expect(verified.statusCode).toBe(200);
    expect(verified.json<CertificateVerification>()).toMatchObject({
      code: completion.certificateCode,
      moduleTitle: 'Sicurezza nei cantieri condominiali',
      completedAt: completion.completedAt,
    });
    expect(verified.json<CertificateVerification>().holderName).not.toBe('');
    expect((await verify('AAAA-BBBB-CCCC')).statusCode).toBe(404);
    expect((await verify('non-un-codice')).json<ErrorBody>().message).toBe('Attestato non trovato');

    await ctx.database.db.delete(trainingModules).where(eq(trainingModules.id, moduleId));
    expect((await verify(completion.certificateCode)).json<CertificateVerification>().moduleTitle).toBe(
      'Sicurezza nei cantieri condominiali',
    );
  });
});
