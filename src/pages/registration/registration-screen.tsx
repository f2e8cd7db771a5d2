import { useCallback, useEffect, useMemo, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { dataStepsOf, hasStep, type DataStep, type RegistrationFlow } from '../../../domain/registration/flows.ts';
import { stepSchemasOf } from '../../../domain/registration/registration-request.ts';
import { romeCalendarDate } from '../../../domain/rules/calendar.ts';
import { login } from '../../providers/keycloak.ts';
import { RegistrationLayout } from './registration-layout.tsx';
import { RegistrationProgress } from './registration-progress.tsx';
import { RegistrationStep } from './registration-step.tsx';
import { useRegistrationDraft, type InvitationPrefill, type StepValues } from './registration-draft.ts';
import { stepValues } from './step-defaults.ts';
import type { StepFrame } from './step-form.tsx';
import { LoadingStep } from './steps/loading-step.tsx';
import { ThankYouStep } from './steps/thank-you-step.tsx';
import { noFeedback, useRegistrationSubmit, type SubmitFeedback } from './use-registration-submit.ts';

/**
 * Routes /registrazione/designer, /registrazione/local-manager and /registrazione/district-manager: the registration
 * flows of spec section 2, step by step, with the invitation of `?token=` when the user came from the e-mail. Another
 * token (or none) starts another registration.
 */
export function RegistrationScreen({ flow }: { flow: RegistrationFlow }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <RegistrationFlowView key={`${flow}:${token ?? ''}`} flow={flow} token={token} />;
}

/**
 * The step a history entry of the flow stands for, and whether a move forward added it (so Back in the page can go back
 * to it).
 */
type StepEntry = { registrationStep: DataStep; added: boolean };

const stepEntryOf = (state: unknown, steps: readonly DataStep[]): StepEntry | null => {
  if (typeof state !== 'object' || state === null || !('registrationStep' in state)) return null;
  const step = steps.find((candidate) => candidate === state.registrationStep);
  return step ? { registrationStep: step, added: 'added' in state && state.added === true } : null;
};

function RegistrationFlowView({ flow, token }: { flow: RegistrationFlow; token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { draft, update, saveStep, passwordForgotten } = useRegistrationDraft(flow, token);
  const [ready, setReady] = useState(false);
  const [feedback, setFeedback] = useState<SubmitFeedback>(noFeedback);
  const steps = useMemo(() => dataStepsOf(flow), [flow]);
  const schemas = useMemo(() => stepSchemasOf(flow, romeCalendarDate(new Date())), [flow]);
  const send = useRegistrationSubmit(flow, steps, schemas);

  const here = `${location.pathname}${location.search}`;
  const entry = stepEntryOf(location.state, steps);
  /**
   * Each step moved to is an entry of the browser's history: its Back and Forward walk the steps, not out of the flow.
   */
  const goTo = useCallback(
    (step: DataStep, next: SubmitFeedback = noFeedback) => {
      setFeedback(next);
      update((current) => ({ ...current, position: step }));
      void navigate(here, { state: { registrationStep: step, added: true } satisfies StepEntry });
      window.scrollTo({ top: 0 });
    },
    [update, navigate, here],
  );
  // The browser's Back or Forward (a POP, never the flow's own moves, whose entries may land after a later click)
  // reached another step's entry: that step shows, with what was typed in it.
  const popped = useNavigationType() === NavigationType.Pop ? entry?.registrationStep : undefined;
  useEffect(() => {
    if (popped === undefined) return;
    update((current) =>
      current.position === 'done' || current.position === null || current.position === popped
        ? current
        : { ...current, position: popped },
    );
  }, [popped, location.key, update]);
  // The entry the flow opened on stands for the step shown first.
  useEffect(() => {
    if (!ready || entry !== null || draft.position === null || draft.position === 'done') return;
    void navigate(here, {
      replace: true,
      state: { registrationStep: draft.position, added: false } satisfies StepEntry,
    });
  }, [ready, entry, draft.position, navigate, here]);

  const onReady = useCallback(
    (invitation: InvitationPrefill | null) => {
      update((current) => ({
        ...current,
        invitation,
        networkName: invitation?.networkName ?? current.networkName,
        position: current.position ?? steps[0] ?? null,
      }));
      setReady(true);
    },
    [update, steps],
  );
  const onOtherFlow = useCallback(
    (other: RegistrationFlow) => {
      void navigate(`/registrazione/${other}?token=${encodeURIComponent(token ?? '')}`, { replace: true });
    },
    [navigate, token],
  );
  const onWithoutInvitation = useCallback(() => {
    void navigate(`/registrazione/${flow}`, { replace: true });
  }, [navigate, flow]);
  const onNetworkFound = useCallback(
    (name: string) => {
      update((current) => ({ ...current, networkName: name }));
    },
    [update],
  );

  const submit = async (step: DataStep, values: StepValues) => {
    saveStep(step, values);
    const outcome = await send(draft, { ...draft.values, [step]: values });
    if (outcome.kind === 'done') {
      update((current) => ({
        ...current,
        position: 'done',
        values: {},
        networkName: outcome.result.networkName,
        registeredEmail: outcome.result.email,
      }));
      window.scrollTo({ top: 0 });
    } else if (outcome.step) goTo(outcome.step, outcome.feedback);
    else setFeedback(outcome.feedback);
  };

  const frameFor = (step: DataStep): StepFrame => {
    const index = steps.indexOf(step);
    const previous = steps[index - 1];
    const next = steps[index + 1];
    const schema = schemas[step];
    if (!schema) throw new Error(`step ${step} is not part of the ${flow} flow`);
    return {
      schema,
      defaultValues: stepValues(step, draft.values[step], draft.invitation),
      serverErrors: feedback.serverErrors[step] ?? [],
      validateOnOpen: feedback.validate === step,
      notice: feedback.notice,
      nextLabel: next ? t('registration.actions.next') : t('registration.actions.submit'),
      onBack: previous
        ? (values) => {
            saveStep(step, values);
            if (entry?.added === true && entry.registrationStep === step) void navigate(-1);
            else goTo(previous);
          }
        : null,
      onLeave: (values) => {
        update((current) =>
          current.position === 'done' ? current : { ...current, values: { ...current.values, [step]: values } },
        );
      },
      onNext: next
        ? (values) => {
            saveStep(step, values);
            goTo(next);
          }
        : (values) => submit(step, values),
    };
  };

  const title = t(`registration.titles.${flow}`);
  if (draft.position === 'done') {
    return (
      <RegistrationLayout title={title}>
        <ThankYouStep
          email={draft.registeredEmail ?? ''}
          networkName={draft.networkName}
          onLogin={() => void login()}
        />
      </RegistrationLayout>
    );
  }
  const position = draft.position;
  return (
    <RegistrationLayout title={title}>
      {!ready || position === null ? (
        <LoadingStep
          flow={flow}
          token={token}
          needsCatalogue={hasStep(flow, 'skills')}
          onReady={onReady}
          onOtherFlow={onOtherFlow}
          onWithoutInvitation={onWithoutInvitation}
        />
      ) : (
        <>
          <RegistrationProgress steps={steps} current={position} />
          <RegistrationStep
            key={position}
            flow={flow}
            step={position}
            frame={frameFor(position)}
            draft={draft}
            onNetworkFound={onNetworkFound}
            passwordForgotten={passwordForgotten}
          />
        </>
      )}
    </RegistrationLayout>
  );
}
