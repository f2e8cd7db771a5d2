// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ProjectCounts } from '../../domain/projects/schemas.ts';
import '../../src/i18n.ts';
import { ProjectStatusChart } from '../../src/pages/dashboard/project-status-chart.tsx';
import { ProjectsByStatusCard } from '../../src/pages/dashboard/projects-by-status-card.tsx';
import { httpClient } from '../../src/providers/http-client.ts';
import { type FakeApi, adapterOf, apiAnswer, apiPathOf } from './support/api-fakes.ts';
import { capohubProjectsWithStatus, projectsWithStatus } from '../../src/resources/projects/project-list-links.ts';
import { HUB_HEAD_APP_ROLE } from '../../src/resources/projects/projects-api.ts';
import { theme } from '../../src/theme.ts';

const byStatus: ProjectCounts['byStatus'] = {
  Draft: 1,
  Submitted: 0,
  InProgress: 4,
  Completed: 2,
  Verified: 1,
  Cancelled: 0,
};

const originalTransport = httpClient.defaults.adapter;

function renderInApp(element: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{element}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  httpClient.defaults.adapter = originalTransport;
});

describe('the projects-by-status chart', () => {
  it('draws one bar per status, as wide as its share of the largest, each a link to the list filtered on it', () => {
    renderInApp(<ProjectStatusChart byStatus={byStatus} linkFor={projectsWithStatus} />);
    const figure = screen.getByRole('figure', {
      name: "Progetti in totale: 8. Scegli uno stato per vederne l'elenco.",
    });
    const names = ['Bozza 1', 'Inviato 0', 'In corso 4', 'Completato 2', 'Verificato 1', 'Annullato 0'];
    expect(within(figure).getAllByRole('link')).toEqual(
      names.map((name) => within(figure).getByRole('link', { name })),
    );
    const inProgress = within(figure).getByRole('link', { name: 'In corso 4' });
    expect(decodeURIComponent(inProgress.getAttribute('href') ?? '')).toBe(
      '/projects?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=InProgress',
    );
    expect(screen.getByTestId('bar-InProgress').style.width).toBe('100%');
    expect(screen.getByTestId('bar-Completed').style.width).toBe('50%');
    expect(screen.getByTestId('bar-Draft').style.width).toBe('25%');
    expect(screen.getByTestId('bar-Submitted').style.width).toBe('0%');
  });

  it("links a hub head's bars to /capohubprojects filtered on the status", () => {
    renderInApp(<ProjectStatusChart byStatus={byStatus} linkFor={capohubProjectsWithStatus} />);
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Completato 2' }).getAttribute('href') ?? '')).toBe(
      '/capohubprojects?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=Completed',
    );
  });

  it("asks the counts speaking as the dashboard's role, and says so when there is no project", async () => {
    const seen: string[] = [];
    const transport: FakeApi = (request) => {
      seen.push(`${apiPathOf(request.url)} X-AppRole:${String(request.headers['X-AppRole'] ?? null)}`);
      const counts: ProjectCounts = {
        total: 0,
        byStatus: { ...byStatus, Draft: 0, InProgress: 0, Completed: 0, Verified: 0 },
        byType: { Condominium: 0, Home: 0, TechValidation: 0 },
      };
      return apiAnswer(200, counts);
    };
    httpClient.defaults.adapter = adapterOf(transport);
    renderInApp(<ProjectsByStatusCard appRole={HUB_HEAD_APP_ROLE} linkFor={capohubProjectsWithStatus} />);
    const card = screen.getByRole('region', { name: 'I tuoi progetti per stato' });
    expect(within(card).getByRole('progressbar', { name: 'Caricamento dei progetti per stato' })).toBeVisible();
    expect(await within(card).findByText('Nessun progetto')).toBeVisible();
    expect(within(card).queryByRole('figure')).toBeNull();
    expect(seen).toEqual(['/happyway/projects/stats X-AppRole:200']);
  });
});
