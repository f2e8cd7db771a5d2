import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { StepSchema } from '../../../domain/registration/registration-request.ts';
import type { StepValues } from './registration-draft.ts';

export interface FieldMessage {
  field: string;
  message: string;
}

export type StepFormApi = UseFormReturn<StepValues>;

/** What the flow hands every step: its schema, what was typed before, the server's messages, and where to go next. */
export interface StepFrame {
  schema: StepSchema;
  defaultValues: StepValues;
  /** Messages of the server (400/409) for fields of this step, shown as soon as the step opens. */
  serverErrors: readonly FieldMessage[];
  /** Validate at once (the step was found incomplete when the registration was sent). */
  validateOnOpen: boolean;
  /** A failure that belongs to no field (an invitation no longer valid, a connection error). */
  notice: string | null;
  nextLabel: string;
  onBack: ((values: StepValues) => void) | null;
  /** Called with the values as typed when the step goes away by any other way (the browser's Back and Forward). */
  onLeave?: (values: StepValues) => void;
  /** Called with the values as typed, once the step's schema accepts them. */
  onNext: (values: StepValues) => Promise<void> | void;
}

const showErrors = (setError: StepFormApi['setError'], messages: readonly FieldMessage[]) => {
  for (const [index, { field, message }] of messages.entries())
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
};

/**
 * The step's form: react-hook-form over the step's domain schema (values kept as typed), with the server's messages.
 */
export function useStepForm({ schema, defaultValues, serverErrors, validateOnOpen }: StepFrame): StepFormApi {
  // Checked on Next, then again on every change: a check on blur would move the buttons under a pressed mouse.
  const form = useForm<StepValues>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const { trigger, setError } = form;
  useEffect(() => {
    showErrors(setError, serverErrors);
  }, [setError, serverErrors]);
  useEffect(() => {
    if (validateOnOpen) void trigger(undefined, { shouldFocus: true });
  }, [validateOnOpen, trigger]);
  return form;
}

export interface StepLayoutProps {
  form: StepFormApi;
  frame: StepFrame;
  title: string;
  intro?: string;
  /** Field messages that keep the user on the step (a value the server already holds). */
  blockingErrors?: readonly FieldMessage[];
  /** Runs after the schema accepted the values; answers field messages to stay on the step, or nothing to go on. */
  beforeNext?: (values: StepValues) => Promise<readonly FieldMessage[]>;
  children: ReactNode;
}

/** How long after the last keystroke the typed values go to the draft. */
const KEEP_TYPED_MS = 300;

/** One step of a registration flow: title, fields, Back and Next; Next only once the domain schema accepts the step. */
export function StepLayout({ form, frame, title, intro, blockingErrors = [], beforeNext, children }: StepLayoutProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { handleSubmit, getValues, setError, formState } = form;
  // A new step takes the focus, as a new page would (a field with a message takes it back right after).
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  const keepTyped = useEffectEvent(() => {
    frame.onLeave?.(getValues());
  });
  useEffect(
    () => () => {
      keepTyped();
    },
    [],
  );
  // What is typed is kept a moment after each change too, so that a reload mid-step finds it (the passwords aside).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(keepTyped, KEEP_TYPED_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form]);

  const submit = handleSubmit(async (values) => {
    const refused = blockingErrors.length > 0 ? blockingErrors : ((await beforeNext?.(values)) ?? []);
    if (refused.length > 0) {
      showErrors(setError, refused);
      return;
    }
    await frame.onNext(values);
  });
  const { onBack } = frame;

  return (
    <Box component="form" noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <Typography
        id={titleId}
        ref={titleRef}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1.35rem', mb: 1, outline: 'none' }}
      >
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('registration.requiredNotice')}
      </Typography>
      {frame.notice && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {frame.notice}
        </Alert>
      )}
      {children}
      <Stack direction="row" spacing={2} justifyContent="space-between" sx={{ mt: 4 }}>
        {onBack ? (
          <Button
            variant="outlined"
            onClick={() => {
              onBack(getValues());
            }}
          >
            {t('registration.actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {frame.nextLabel}
        </Button>
      </Stack>
    </Box>
  );
}
