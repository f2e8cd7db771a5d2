import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid2';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { StepLayout, useStepForm, type StepFrame } from '../step-form.tsx';
import { useNetworkCodeCheck, useNetworkCodeConfirm } from '../use-network-code-check.ts';
import type { StepValues } from '../registration-draft.ts';

export interface NetworkStepProps {
  frame: StepFrame;
  /** The code comes from the invitation and cannot be changed. */
  locked: boolean;
  /** The network found for the code, before the step moves on. */
  onNetworkFound: (name: string) => void;
}

const codeOf = (values: StepValues): string => (typeof values.networkCode === 'string' ? values.networkCode : '');

/** Network code: the code of the network to join, checked live against the server. */
export function NetworkStep({ frame, locked, onNetworkFound }: NetworkStepProps) {
  const { t } = useTranslation();
  const form = useStepForm(frame);
  const code = useWatch({ control: form.control, name: 'networkCode' });
  const check = useNetworkCodeCheck(typeof code === 'string' ? code : '');
  const checkNetworkCode = useNetworkCodeConfirm();

  const confirm = async (values: StepValues) => {
    const result = await checkNetworkCode(codeOf(values));
    if (result.state === 'refused') return [{ field: 'networkCode', message: result.message }];
    if (result.state === 'found') onNetworkFound(result.network.name);
    return [];
  };

  return (
    <StepLayout
      form={form}
      frame={frame}
      title={t('registration.steps.network')}
      intro={t('registration.network.intro')}
      beforeNext={confirm}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="networkCode"
            label={t('registration.fields.network.networkCode')}
            required
            disabled={locked}
            helperText={locked ? t('registration.network.fromInvitation') : t('registration.network.hint')}
            extraError={check.state === 'refused' ? check.message : null}
            slotProps={{
              htmlInput: { style: { textTransform: 'uppercase' }, maxLength: 20, autoCapitalize: 'characters' },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} aria-live="polite">
          {check.state === 'found' && (
            <Alert severity="success">{t('registration.network.found', { name: check.network.name })}</Alert>
          )}
          {check.state === 'checking' && <Alert severity="info">{t('registration.network.checking')}</Alert>}
        </Grid>
      </Grid>
    </StepLayout>
  );
}
