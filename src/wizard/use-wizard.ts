import { useCallback, useEffect, useRef, useState } from 'react';
import { firstErrorField, type FieldErrors } from './step-errors.ts';
import { draftFieldOf, EMPTY_DRAFT, type DraftField, type WizardDraft } from './wizard-draft.ts';
import { LOADER_STEP, RESULTS_STEP, stepOfField } from './wizard-steps.ts';
import { clearWizard, loadWizard, saveWizard } from './wizard-storage.ts';

/** A request to move the focus to a field once it is on screen (a new object each time, so repeats count). */
export type FocusRequest = { field: DraftField };

export type WizardState = {
  step: number;
  draft: WizardDraft;
  errors: FieldErrors;
  focus: FocusRequest | null;
};

/**
 * The answers' schema (and zod with it) loads at the visitor's first touch or key, while they answer the first
 * question, so it neither delays nor weighs on the first screen; "Avanti" waits for it if it is still on its way.
 */
const loadStepValidation = () => import('./step-validation.ts');

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

function initialState(): WizardState {
  const store = storage();
  const stored = store ? loadWizard(store) : { step: 0, draft: { ...EMPTY_DRAFT } };
  return { ...stored, errors: {}, focus: null };
}

type HistoryEntry = { wizardStep: number };
const isHistoryEntry = (value: unknown): value is HistoryEntry =>
  typeof value === 'object' && value !== null && typeof (value as Partial<HistoryEntry>).wizardStep === 'number';

/**
 * One browser-history entry per step, so that the phone's Back button goes to the previous step instead of leaving
 * the wizard. The loader's entry is replaced by the results', so Back from the results goes to the last question.
 */
function useStepHistory(step: number, goTo: (step: number) => void) {
  const shown = useRef<number | null>(null);
  useEffect(() => {
    const previous = shown.current;
    shown.current = step;
    if (previous === null || (isHistoryEntry(window.history.state) && window.history.state.wizardStep === step)) {
      window.history.replaceState({ wizardStep: step } satisfies HistoryEntry, '');
    } else if (previous === LOADER_STEP && step === RESULTS_STEP) {
      window.history.replaceState({ wizardStep: step } satisfies HistoryEntry, '');
    } else {
      window.history.pushState({ wizardStep: step } satisfies HistoryEntry, '');
    }
  }, [step]);
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      if (isHistoryEntry(event.state)) goTo(event.state.wizardStep);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
    };
  }, [goTo]);
}

/** The wizard's state: the draft and the step, kept in sessionStorage; each step validated before moving on. */
export function useWizard() {
  const [state, setState] = useState<WizardState>(initialState);

  useEffect(() => {
    const store = storage();
    if (store) saveWizard(store, { step: state.step, draft: state.draft });
  }, [state.step, state.draft]);

  const change = useCallback((changes: Partial<WizardDraft>) => {
    setState((s) => {
      const changed = new Set(Object.keys(changes));
      const errors = Object.fromEntries(
        Object.entries(s.errors).filter(([field]) => !changed.has(field)),
      ) as FieldErrors;
      return { ...s, draft: { ...s.draft, ...changes }, errors };
    });
  }, []);

  useEffect(() => {
    const load = () => {
      void loadStepValidation();
    };
    window.addEventListener('pointerdown', load, { once: true });
    window.addEventListener('keydown', load, { once: true });
    return () => {
      window.removeEventListener('pointerdown', load);
      window.removeEventListener('keydown', load);
    };
  }, []);

  const next = useCallback(() => {
    void loadStepValidation().then(({ validateStep }) => {
      setState((s) => {
        const errors = validateStep(s.step, s.draft);
        const first = firstErrorField(s.step, errors);
        if (first) return { ...s, errors, focus: { field: first } };
        return { ...s, step: Math.min(s.step + 1, LOADER_STEP), errors: {}, focus: null };
      });
    });
  }, []);

  const back = useCallback(() => {
    setState((s) => ({ ...s, step: Math.max(0, Math.min(s.step, LOADER_STEP) - 1), errors: {}, focus: null }));
  }, []);

  const goTo = useCallback((step: number) => {
    setState((s) => ({ ...s, step: Math.max(0, Math.min(step, RESULTS_STEP)), errors: {}, focus: null }));
  }, []);

  /** The server refused the answers: back to the step of the first refused field, with the server's messages. */
  const showServerErrors = useCallback((serverErrors: readonly { path: string; message: string }[]) => {
    const errors: FieldErrors = {};
    for (const { path, message } of serverErrors) {
      const field = draftFieldOf(path);
      if (field) errors[field] ??= message;
    }
    const fields = Object.keys(errors) as DraftField[];
    const steps = fields.map(stepOfField).filter((s): s is number => s !== undefined);
    const step = steps.length > 0 ? Math.min(...steps) : 0;
    setState((s) => {
      const first = firstErrorField(step, errors);
      return { ...s, step, errors, focus: first ? { field: first } : null };
    });
  }, []);

  useStepHistory(state.step, goTo);

  const restart = useCallback(() => {
    const store = storage();
    if (store) clearWizard(store);
    setState({ step: 0, draft: { ...EMPTY_DRAFT }, errors: {}, focus: null });
  }, []);

  return { ...state, change, next, back, goTo, showServerErrors, restart };
}
