// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import '../../src/i18n.ts';
import { theme } from '../../src/theme.ts';
import { wizardAnswersSchema } from '../../domain/energy/answers-schema.ts';
import { estimateEnergy } from '../../domain/energy/estimate.ts';
import type { EnergyEstimate } from '../../domain/energy/estimate-types.ts';
import { ResultsActions } from '../../src/wizard/results/results-actions.tsx';
import { ResultsStep } from '../../src/wizard/results/results-step.tsx';

function torinoEstimate(): EnergyEstimate {
  const result = estimateEnergy(wizardAnswersSchema.parse({
    typology: 'apartment', sqm: 80, floor: 2, floors: 6, constructionYear: 1972, roomsNumber: 4, bathroomsNumber: 1,
    windowsNumber: 6, doorWindowsNumber: 2, windowType: 'single', heatingManagement: 'autonomous', heatersType: 'gasBoiler',
    hotWaterType: 'sameAsHeating', lift: true, garage: false, balconies: true,
    address: { nation: 'Italia', city: 'Torino', zip: '10121', street: 'Via Roma', houseNumber: '10' },
  }));
  if (!result.ok) throw new Error(result.error.message);
  return result.estimate;
}

afterEach(cleanup);

describe('ResultsStep', () => {
  const estimate = torinoEstimate();

  function renderResults() {
    const onEdit = vi.fn();
    const onRestart = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <ResultsStep estimate={estimate} actions={<ResultsActions onEdit={onEdit} onRestart={onRestart} />} />
      </ThemeProvider>,
    );
    return { onEdit, onRestart };
  }

  it('names the class in the one h1 and marks it, and only it, on the A-G scale', () => {
    renderResults();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`La tua casa è in classe ${estimate.energyClass}`);
    const items = within(screen.getByRole('list', { name: /Scala delle classi energetiche/ })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent.charAt(0))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const current = items.filter((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe(`${estimate.energyClass}La tua casa`);
  });

  it('shows yearly CO2 and cost in Italian formats, and one card per scenario', () => {
    renderResults();
    expect(screen.getByText(`${(estimate.co2KgYear / 1000).toFixed(1).replace('.', ',')} t`)).toBeDefined();
    const cost = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, useGrouping: 'always' });
    // Testing Library folds the non-breaking space before the euro sign into a plain space.
    expect(screen.getAllByText(cost.format(estimate.costEurYear).replace(/\s/g, ' ')).length).toBeGreaterThan(0);
    for (const scenario of estimate.scenarios) expect(screen.getByRole('heading', { name: scenario.title })).toBeDefined();
  });

  it('links the call to register to the welcome page and hands edit and restart to the wizard', () => {
    const { onEdit, onRestart } = renderResults();
    expect(screen.getByRole('link', { name: 'Registrati per conoscere i costi' }).getAttribute('href')).toBe('/welcome');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica le risposte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ricomincia' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onRestart).toHaveBeenCalledOnce();
  });
});
