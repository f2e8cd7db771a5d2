import { lazy, Suspense, useEffect, useState } from 'react';
import type { EnergyEstimate } from '../../domain/energy/estimate-types.ts';
import { useLandingNetwork } from './handoff/use-landing-network.ts';
import { QuestionStep } from './question-step.tsx';
import { useWizard } from './use-wizard.ts';
import { LOADER_STEP, RESULTS_STEP, stepAt, stepOfField } from './wizard-steps.ts';

/** The results load while the server computes the estimate (the loader step), not with the first step. */
const loadResults = () => import('./wizard-results.tsx');
const WizardResults = lazy(() => loadResults().then((module) => ({ default: module.WizardResults })));
/**
 * The loader, with its failure screen, loads once the visitor has left the first question, not with the first screen.
 */
const loadLoaderStep = () => import('./loader-step.tsx');
const LoaderStep = lazy(() => loadLoaderStep().then((module) => ({ default: module.LoaderStep })));
/** A network's banner (and MUI's Alert) loads on its landing link only, while its lookup is under way. */
const NetworkBanner = lazy(() =>
  import('./handoff/network-banner.tsx').then((module) => ({ default: module.NetworkBanner })),
);

/**
 * The wizard's screens: the question steps, the loader that asks the server, then the results with the handoff to a
 * Local Manager. `networkCode` comes from a network's landing link (`/wizard/rete/<CODE>`).
 */
export function WizardPage({ networkCode }: { networkCode: string | null }) {
  const wizard = useWizard();
  const networkState = useLandingNetwork(networkCode);
  const banner = networkCode ? (
    <Suspense fallback={null}>
      <NetworkBanner state={networkState} />
    </Suspense>
  ) : null;
  const [estimate, setEstimate] = useState<EnergyEstimate | null>(null);
  /** Move the focus to the new step's heading only after the visitor has moved, not on the first paint. */
  const [navigated, setNavigated] = useState(false);
  const navigate = (action: () => void) => () => {
    setNavigated(true);
    action();
  };

  useEffect(() => {
    if (!wizard.focus) return undefined;
    const { field } = wizard.focus;
    const target = () => document.getElementsByName(field)[0];
    const now = target();
    if (now) {
      now.focus();
      return undefined;
    }
    // A field that loads on its own (the comune's autocomplete) takes the focus once it is on screen.
    const observer = new MutationObserver(() => {
      const element = target();
      if (!element) return;
      observer.disconnect();
      element.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
    };
  }, [wizard.focus]);

  const step = stepAt(wizard.step);
  useEffect(() => {
    if (wizard.step > 0) void loadLoaderStep();
    if (step === 'loader') void loadResults();
  }, [wizard.step, step]);
  if (step === 'results' && estimate) {
    return (
      <>
        {banner}
        <Suspense fallback={null}>
          <WizardResults
            estimate={estimate}
            draft={wizard.draft}
            networkCode={networkCode}
            networkState={networkState}
            onEditAnswer={(field) => {
              setNavigated(true);
              wizard.goTo(stepOfField(field) ?? 0);
            }}
            onEdit={navigate(() => {
              wizard.goTo(0);
            })}
            onRestart={navigate(() => {
              setEstimate(null);
              wizard.restart();
            })}
          />
        </Suspense>
      </>
    );
  }
  if (step === 'loader' || step === 'results') {
    return (
      <Suspense fallback={null}>
        <LoaderStep
          draft={wizard.draft}
          onEstimate={(result) => {
            setNavigated(true);
            setEstimate(result);
            wizard.goTo(RESULTS_STEP);
          }}
          onInvalid={(errors) => {
            setNavigated(true);
            wizard.showServerErrors(errors);
          }}
          onBack={navigate(() => {
            wizard.goTo(LOADER_STEP - 1);
          })}
        />
      </Suspense>
    );
  }
  return (
    <>
      {banner}
      <QuestionStep
        step={step}
        index={wizard.step}
        draft={wizard.draft}
        errors={wizard.errors}
        focusHeading={navigated}
        onChange={wizard.change}
        onNext={navigate(wizard.next)}
        onBack={navigate(wizard.back)}
      />
    </>
  );
}
