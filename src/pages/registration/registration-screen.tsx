import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
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

function RegistrationFlowView({ flow, token }: { flow: RegistrationFlow; token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft, update, saveStep, passwordForgotten } = useRegistrationDraft(flow, token);
  const [ready, setReady] = useState(false);
  const [feedback, setFeedback] = useState<SubmitFeedback>(noFeedback);
  const steps = useMemo(() => dataStepsOf(flow), [flow]);
  const schemas = useMemo(() => stepSchemasOf(flow, romeCalendarDate(new Date())), [flow]);
  const send = useRegistrationSubmit(flow, steps, schemas);

  const goTo = useCallback((step: DataStep, next: SubmitFeedback = noFeedback) => {
    setFeedback(next);
    update((current) => ({ ...current, position: step }));
    window.scrollTo({ top: 0 });
  }, [update]);

  const onReady = useCallback((invitation: InvitationPrefill | null) => {
    update((current) => ({
      ...current, invitation, networkName: invitation?.networkName ?? current.networkName, position: current.position ?? steps[0] ?? null,
    }));
    setReady(true);
  }, [update, steps]);
  const onOtherFlow = useCallback((other: RegistrationFlow) => {
    void navigate(`/registrazione/${other}?token=${encodeURIComponent(token ?? '')}`, { replace: true });
  }, [navigate, token]);
  const onWithoutInvitation = useCallback(() => { void navigate(`/registrazione/${flow}`, { replace: true }); }, [navigate, flow]);
  const onNetworkFound = useCallback((name: string) => { update((current) => ({ ...current, networkName: name })); }, [update]);

  const submit = async (step: DataStep, values: StepValues) => {
    saveStep(step, values);
    const outcome = await send(draft, { ...draft.values, [step]: values });
    if (outcome.kind === 'done') {
      update((current) => ({ ...current, position: 'done', values: {}, networkName: outcome.result.networkName, registeredEmail: outcome.result.email }));
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
      onBack: previous ? (values) => { saveStep(step, values); goTo(previous); } : null,
      onNext: next ? (values) => { saveStep(step, values); goTo(next); } : (values) => submit(step, values),
    };
  };

  const title = t(`registration.titles.${flow}`);
  if (draft.position === 'done') {
    return (
      <RegistrationLayout title={title}>
        <ThankYouStep email={draft.registeredEmail ?? ''} networkName={draft.networkName} onLogin={() => void login()} />
      </RegistrationLayout>
    );
  }
  const position = draft.position;
  return (
    <RegistrationLayout title={title}>
      {!ready || position === null ? (
        <LoadingStep flow={flow} token={token} needsCatalogue={hasStep(flow, 'skills')}
          onReady={onReady} onOtherFlow={onOtherFlow} onWithoutInvitation={onWithoutInvitation} />
      ) : (
        <>
          <RegistrationProgress steps={steps} current={position} />
          <RegistrationStep key={position} flow={flow} step={position} frame={frameFor(position)} draft={draft} onNetworkFound={onNetworkFound}
            passwordForgotten={passwordForgotten} />
        </>
      )}
    </RegistrationLayout>
  );
}
