// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { httpClient } from '../../src/providers/http-client.ts';
import { LessonVideo } from '../../src/resources/trainings/lesson-video.tsx';
import { theme } from '../../src/theme.ts';
import { type FakeAnswer, type FakeApi, adapterOf, apiAnswer, apiPathOf } from './support/api-fakes.ts';

const lessonId = '20000000-0000-4000-8000-000000000001';
const title = 'Le valvole termostatiche';
const DURATION = 4;

const counted = (share: number) =>
  `Conteggiato finora: ${String(share)}% del video (per completare la lezione serve almeno il 90%).`;

/** A progress answer of the lesson with this many seconds counted. */
const progress = (watchedSeconds: number) => ({
  lessonId,
  state: watchedSeconds >= DURATION * 0.9 ? 'completed' : 'inProgress',
  watchedSeconds,
  lastPosition: watchedSeconds,
  completedAt: watchedSeconds >= DURATION * 0.9 ? '2026-12-07T10:00:00.000Z' : null,
  moduleCompleted: false,
});

/** The lesson's API: the video's signed URL at once, each playback report held until the test answers it. */
function fakeLessonApi() {
  const reports: ((answer: FakeAnswer) => void)[] = [];
  const transport: FakeApi = (request) => {
    const path = apiPathOf(request.url);
    if (path === `/happyway/lessons/${lessonId}/video`)
      return apiAnswer(200, { url: 'https://files.test/lezione.webm', expiresAt: '2026-12-07T11:00:00.000Z' });
    if (path === `/happyway/lessons/${lessonId}/playback` && request.method === 'post')
      return new Promise((resolve) => reports.push(resolve));
    return apiAnswer(404, { message: 'non trovato' });
  };
  return { transport, reports };
}

const originalTransport = httpClient.defaults.adapter;

async function renderLesson() {
  const api = fakeLessonApi();
  httpClient.defaults.adapter = adapterOf(api.transport);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <LessonVideo lessonId={lessonId} title={title} report durationSeconds={DURATION} watchedSeconds={0} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const player = await screen.findByLabelText(`Video della lezione ${title}`);
  return {
    player,
    answer: (index: number, watchedSeconds: number) => answerReport(api.reports, index, watchedSeconds),
  };
}

async function answerReport(reports: ((answer: FakeAnswer) => void)[], index: number, watchedSeconds: number) {
  const resolve = await waitFor(() => {
    const held = reports[index];
    if (!held) throw new Error(`report ${String(index)} not sent yet`);
    return held;
  });
  await act(async () => {
    resolve({ status: 200, headers: {}, data: progress(watchedSeconds) });
    await Promise.resolve();
  });
}

afterEach(() => {
  cleanup();
  httpClient.defaults.adapter = originalTransport;
});

describe("a lesson's counted share", () => {
  it('shows the furthest answer when the server took a later report first', async () => {
    const { player, answer } = await renderLesson();
    expect(screen.getByText(counted(0))).toBeVisible();
    fireEvent.play(player);
    fireEvent.pause(player);
    // The report of the pause reached the server first, the one of the play after it, with its stretch counted too.
    await answer(1, 2.12);
    expect(await screen.findByText(counted(53))).toBeVisible();
    await answer(0, 3.8);
    expect(await screen.findByText(counted(95))).toBeVisible();
  });

  it('keeps the counted share while the next report is on its way', async () => {
    const { player, answer } = await renderLesson();
    fireEvent.play(player);
    await answer(0, 3.8);
    expect(await screen.findByText(counted(95))).toBeVisible();
    fireEvent.pause(player);
    expect(screen.getByText(counted(95))).toBeVisible();
    await answer(1, 3.8);
    expect(screen.getByText(counted(95))).toBeVisible();
  });
});
