// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { PublicTextsProvider } from '../../src/i18n/public-texts.tsx';
import { wizardTexts } from '../../src/wizard/wizard-texts.ts';
import { theme } from '../../src/theme.ts';
import { wizardAnswersSchema } from '../../domain/energy/answers-schema.ts';
import { estimateEnergy } from '../../domain/energy/estimate.ts';
import type { EnergyEstimate } from '../../domain/energy/estimate-types.ts';
import { ResultsActions } from '../../src/wizard/results/results-actions.tsx';
import { ResultsStep } from '../../src/wizard/results/results-step.tsx';
import { rawKeysOnScreen } from './support/raw-locale-keys.ts';
import { MILANO_FLAT } from '../domain/energy/fixtures.ts';

function torinoEstimate(): EnergyEstimate {
  const result = estimateEnergy(
    wizardAnswersSchema.parse({
      ...MILANO_FLAT,
      sqm: 80,
      windowsNumber: 6,
      address: { nation: 'Italia', city: 'Torino', zip: '10121', street: 'Via Roma', houseNumber: '10' },
    }),
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.estimate;
}

afterEach(cleanup);

describe('ResultsStep', () => {
  const estimate = torinoEstimate();

  function renderResults() {
    const onEdit = vi.fn();
    const onRestart = vi.fn();
    const onEditAnswer = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <PublicTextsProvider texts={wizardTexts}>
          <ResultsStep
            estimate={estimate}
            callToAction
            onEditAnswer={onEditAnswer}
            handoff={
              <section id="wizard-handoff-section">
                <input aria-label="Nome" />
              </section>
            }
            actions={<ResultsActions onEdit={onEdit} onRestart={onRestart} />}
          />
        </PublicTextsProvider>
      </ThemeProvider>,
    );
    return { onEdit, onRestart, onEditAnswer };
  }

  it('shows texts, never their locale keys', () => {
    renderResults();
    expect(rawKeysOnScreen()).toEqual([]);
  });

  it('names the class in the one h1 and marks it, and only it, on the A-G scale', () => {
    renderResults();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `La tua casa è in classe ${estimate.energyClass}`,
    );
    const items = within(screen.getByRole('list', { name: /Scala delle classi energetiche/ })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent.charAt(0))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const current = items.filter((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe(`${estimate.energyClass}La tua casa`);
  });

  it('shows yearly CO2 and cost in Italian formats, and one card per scenario', () => {
    renderResults();
    expect(screen.getByText(`${(estimate.co2KgYear / 1000).toFixed(1).replace('.', ',')} t`)).toBeVisible();
    const cost = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
      useGrouping: 'always',
    });
    // Testing Library folds the non-breaking space before the euro sign into a plain space.
    expect(screen.getAllByText(cost.format(estimate.costEurYear).replace(/\s/g, ' ')).length).toBeGreaterThan(0);
    for (const scenario of estimate.scenarios)
      expect(screen.getByRole('heading', { name: scenario.title })).toBeVisible();
  });

  it("leads the call to action to the handoff form, not to the professionals' registration, and hands edit and restart to the wizard", () => {
    const { onEdit, onRestart } = renderResults();
    expect(screen.queryByRole('link', { name: /Registrati/ })).toBeNull();
    Element.prototype.scrollIntoView = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Chiedi i costi a un professionista' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }));
    fireEvent.click(screen.getByRole('button', { name: 'Modifica le risposte' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ricomincia' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onRestart).toHaveBeenCalledOnce();
  });

  it('shows ranges for CO2 and cost, and the assumptions with a button to the answer that changes them', () => {
    const { onEditAnswer } = renderResults();
    expect(estimate.co2KgYearRange.min).toBeLessThan(estimate.co2KgYear);
    expect(estimate.costEurYearRange.max).toBeGreaterThan(estimate.costEurYear);
    expect(screen.getAllByText(/^tra .+ e .+$/)).toHaveLength(2);
    expect(screen.getByText(/^tra \d+(,\d)? t e \d+(,\d)? t$/)).toBeVisible();
    expect(screen.getByText(/^tra \d{1,3}(\.\d{3})*\s€ e \d{1,3}(\.\d{3})*\s€$/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Le ipotesi della stima (puoi cambiarle)' }));
    expect(screen.getByText(/Non hai indicato il raffrescamento/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica la risposta «Raffrescamento estivo»' }));
    expect(onEditAnswer).toHaveBeenCalledWith('coolingType');
  });
});
