import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepositoryObject } from '../../domain/files/repository-objects.ts';
import type { CompletionFigures, TrainingCompletion } from '../../domain/training/schemas.ts';
import { sessions, type Session } from './support/session.ts';
import { createTestApp, testDrivers, type TestApp } from './support/test-app.ts';
import { multipartBody } from './support/training-fixtures.ts';

interface Training {
  id: string;
  title: string;
  status: string;
  roles: string[];
  totalLessons: number;
  completedLessons: number;
  state: string;
  lessons?: { id: string; title: string; state: string }[];
}
interface Lesson {
  id: string;
  moduleId: string;
  moduleTitle: string | null;
  title: string;
  position: number;
  videoId: string | null;
  state: string;
  videoUrl?: string | null;
}
interface Page<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}
interface ErrorBody {
  message: string;
  errors?: { path: string; message: string }[];
}

const moduleBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Efficienza energetica in condominio',
  description: 'Le basi',
  category: 'condominium',
  mandatory: true,
  status: 'published',
  roles: ['HubHead'],
  ...overrides,
});

describe.each(testDrivers)('trainings and lessons as generated resources on %s', (driver) => {
  let ctx: TestApp;
  let people: Record<'backoffice' | 'hubhead' | 'designer', Session>;
  let published = '';
  let draft = '';
  let forDesigners = '';

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    people = await sessions(ctx.app, {
      backoffice: 'backoffice@demo.example',
      hubhead: 'hubhead@demo.example',
      designer: 'designer@demo.example',
    });
    const create = async (body: Record<string, unknown>) => {
      const response = await people.backoffice.post('/happyway/trainings', body);
      expect(response.statusCode).toBe(201);
      return response.json<Training>().id;
    };
    published = await create(moduleBody());
    draft = await create(moduleBody({ title: 'Bozza per capi hub', status: 'draft' }));
    forDesigners = await create(
      moduleBody({ title: 'Per i professionisti', roles: ['Designer'], mandatory: false, category: 'home' }),
    );
  });
  afterAll(async () => ctx.close());

  it('lets only back office write modules and lessons', async () => {
    expect((await people.hubhead.post('/happyway/trainings', moduleBody())).statusCode).toBe(403);
    expect((await people.designer.put(`/happyway/trainings/${forDesigners}`, moduleBody())).statusCode).toBe(403);
    expect((await people.hubhead.delete(`/happyway/trainings/${published}`)).statusCode).toBe(403);
    expect((await people.hubhead.post('/happyway/lessons', { moduleId: published, title: 'Mia' })).statusCode).toBe(
      403,
    );
  });

  it('refuses malformed modules and lessons in Italian', async () => {
    const noRoles = await people.backoffice.post('/happyway/trainings', moduleBody({ roles: [] }));
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json<ErrorBody>().errors).toEqual([
      { path: 'roles', message: 'Indica almeno un ruolo a cui il modulo è aperto' },
    ]);
    expect(
      (await people.backoffice.post('/happyway/trainings', moduleBody({ category: 'garden', title: '' }))).statusCode,
    ).toBe(400);
    const unknownModule = await people.backoffice.post('/happyway/lessons', {
      moduleId: '00000000-0000-4000-8000-000000000000',
      title: 'Orfana',
    });
    expect(unknownModule.json<ErrorBody>().message).toBe('Modulo formativo non trovato');
    const videoFirst = await people.backoffice.post('/happyway/lessons', {
      moduleId: published,
      title: 'Con video',
      videoId: '00000000-0000-4000-8000-000000000000',
      videoDurationSeconds: 3,
    });
    expect(videoFirst.json<ErrorBody>().errors?.[0]?.message).toBe(
      'Il video indicato non è stato caricato per questa lezione',
    );
    const noLength = await people.backoffice.post('/happyway/lessons', {
      moduleId: published,
      title: 'Senza durata',
      videoId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noLength.json<ErrorBody>().errors).toEqual([
      { path: 'videoDurationSeconds', message: 'Indica la durata del video' },
    ]);
  });

  it('shows a learner only the published modules open to their roles, any other id as 404', async () => {
    const hub = (await people.hubhead.get('/happyway/trainings')).json<Page<Training>>();
    expect(hub.data.map((module) => module.id)).toEqual([published]);
    expect(hub).toMatchObject({ page: 1, limit: 99999, total: 1 });
    expect(hub.data[0]).toMatchObject({ totalLessons: 0, completedLessons: 0, state: 'notStarted' });
    for (const hidden of [draft, forDesigners]) {
      const response = await people.hubhead.get(`/happyway/trainings/${hidden}`);
      expect(response.statusCode).toBe(404);
    }
    expect((await people.designer.get(`/happyway/trainings/${published}`)).statusCode).toBe(404);
    expect(
      (await people.designer.get('/happyway/trainings')).json<Page<Training>>().data.map((module) => module.id),
    ).toEqual([forDesigners]);
    const all = (await people.backoffice.get('/happyway/trainings?status=draft')).json<Page<Training>>();
    expect(all.data.map((module) => module.id)).toEqual([draft]);
  });

  it('orders lessons, appends them last, reorders them and hides them with their module', async () => {
    const add = async (title: string, position?: number) =>
      (
        await people.backoffice.post('/happyway/lessons', { moduleId: published, title, ...(position && { position }) })
      ).json<Lesson>();
    const first = await add('Involucro');
    const second = await add('Impianti');
    const third = await add('Incentivi');
    expect([first.position, second.position, third.position]).toEqual([1, 2, 3]);
    expect(first.moduleTitle).toBe('Efficienza energetica in condominio');
    const order = await people.backoffice.put(`/happyway/trainings/${published}/lessons/order`, {
      lessonIds: [third.id, first.id, second.id],
    });
    expect(order.statusCode).toBe(204);
    const listed = (await people.hubhead.get(`/happyway/lessons?moduleId=${published}&order=position:asc`)).json<
      Page<Lesson>
    >();
    expect(listed.data.map((lesson) => lesson.title)).toEqual(['Incentivi', 'Involucro', 'Impianti']);
    const partial = await people.backoffice.put(`/happyway/trainings/${published}/lessons/order`, {
      lessonIds: [third.id],
    });
    expect(partial.json<ErrorBody>().message).toBe("L'ordine deve elencare ogni lezione del modulo una volta sola");
    expect(
      (await people.hubhead.put(`/happyway/trainings/${published}/lessons/order`, { lessonIds: [first.id] }))
        .statusCode,
    ).toBe(403);

    const extended = (await people.hubhead.get(`/happyway/trainings/${published}?extend=lessons`)).json<Training>();
    expect(extended.lessons?.map((lesson) => lesson.title)).toEqual(['Incentivi', 'Involucro', 'Impianti']);
    expect((await people.hubhead.get(`/happyway/trainings?extend=teachers`)).statusCode).toBe(400);
    expect((await people.hubhead.get(`/happyway/lessons/${first.id}?extend=video`)).json<Lesson>().videoUrl).toBeNull();

    const draftLesson = (
      await people.backoffice.post('/happyway/lessons', { moduleId: draft, title: 'In bozza' })
    ).json<Lesson>();
    expect((await people.hubhead.get(`/happyway/lessons/${draftLesson.id}`)).statusCode).toBe(404);
    expect((await people.hubhead.get(`/happyway/lessons?moduleId=${draft}`)).json<Page<Lesson>>().total).toBe(0);
    expect((await people.designer.get(`/happyway/lessons/${first.id}`)).statusCode).toBe(404);
  });

  it('takes a lesson video uploaded as multipart and gives its streaming URL', async () => {
    const lesson = (
      await people.backoffice.post('/happyway/lessons', { moduleId: forDesigners, title: 'Video' })
    ).json<Lesson>();
    const body = multipartBody(
      { entity_id: lesson.id, entityType: 'Lesson', meta: '{"category":"video"}' },
      { name: 'lezione.mp4', type: 'video/mp4', bytes: Buffer.alloc(2048, 7) },
    );
    const video = (
      await people.backoffice.post('/happyway/repository-objects/upload', body.payload, body.headers)
    ).json<RepositoryObject>();
    const updated = await people.backoffice.put(`/happyway/lessons/${lesson.id}`, {
      title: 'Video',
      videoId: video.id,
      videoDurationSeconds: 12.5,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Lesson>()).toMatchObject({ videoId: video.id, position: 1 });
    const seen = (await people.designer.get(`/happyway/lessons/${lesson.id}?extend=video`)).json<Lesson>();
    expect(seen.videoUrl).toMatch(/\/api\/files\/.+\/content\?expires=/);
    const pdf = multipartBody(
      { entity_id: lesson.id, entityType: 'Lesson' },
      { name: 'dispensa.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7\n') },
    );
    const document = (
      await people.backoffice.post('/happyway/repository-objects/upload', pdf.payload, pdf.headers)
    ).json<RepositoryObject>();
    const notVideo = await people.backoffice.put(`/happyway/lessons/${lesson.id}`, {
      title: 'Video',
      videoId: document.id,
      videoDurationSeconds: 3,
    });
    expect(notVideo.json<ErrorBody>().message).toBe('Il video indicato non è stato caricato per questa lezione');
  });

  it('counts completions per role, exports them and keeps certificates verifiable when the module goes', async () => {
    const lessons = (await people.hubhead.get(`/happyway/lessons?moduleId=${published}`)).json<Page<Lesson>>().data;
    for (const lesson of lessons)
      expect((await people.hubhead.post(`/happyway/lessons/${lesson.id}/complete`)).statusCode).toBe(200);
    const completion = (
      await people.hubhead.post('/happyway/trainings/completetrainings', { trainingId: published })
    ).json<TrainingCompletion>();
    const module = (await people.hubhead.get(`/happyway/trainings/${published}`)).json<Training>();
    expect(module).toMatchObject({ state: 'completed', completedLessons: 3, totalLessons: 3 });

    const figures = (
      await people.backoffice.get(`/happyway/trainings/${published}/completions`)
    ).json<CompletionFigures>();
    expect(figures.totalCompletions).toBe(1);
    expect(figures.data).toEqual([expect.objectContaining({ role: 'HubHead', completed: 1 })]);
    expect(figures.data[0]?.learners).toBeGreaterThanOrEqual(1);
    expect((await people.hubhead.get(`/happyway/trainings/${published}/completions`)).statusCode).toBe(403);
    const csv = await people.backoffice.get(`/happyway/trainings/${published}/completions.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Nome;Email;Ruoli;Completato il;Codice attestato');
    expect(lines[1]).toContain('hubhead@demo.example');
    expect(lines[1]).toContain(completion.certificateCode);
    expect(lines[1]).toContain('Capo hub');
    expect(lines[1]).not.toContain('HubHead');
    expect(csv.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('completamenti - Efficienza energetica in condominio.csv')}`,
    );

    expect((await people.backoffice.delete(`/happyway/trainings/${published}`)).statusCode).toBe(204);
    expect((await people.hubhead.get(`/happyway/trainings/${published}`)).statusCode).toBe(404);
    const verified = await ctx.app.inject({
      method: 'GET',
      url: `/api/happyway/trainings/certificates/${completion.certificateCode}`,
    });
    expect(verified.json<{ moduleTitle: string }>().moduleTitle).toBe('Efficienza energetica in condominio');
  });
});
