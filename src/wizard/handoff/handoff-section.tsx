import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import type { LandingNetwork } from '../../../domain/schemas/landing-contacts.ts';
import { fetchCoverage } from '../landing-api.ts';
import type { AnswersInput } from '../wizard-draft.ts';
import { HandoffForm } from './handoff-form.tsx';
import { rememberHandoff, sentHandoffFor, type SentHandoff } from './handoff-storage.ts';
import { useWhoCalls } from './use-who-calls.ts';

export type HandoffSectionProps = {
  answers: AnswersInput;
  networkCode: string | null;
  network: LandingNetwork | null;
  /** The home's province (the estimate's comune): the form promises a call only when a Local Manager covers it. */
  province: string;
};

/**
 * Whether a Local Manager would receive the contact: null while asking (or when the answer did not come: then the
 * form promises nothing either).
 */
function useCoverage(province: string, networkCode: string | null): boolean | null {
  const [covered, setCovered] = useState<{ key: string; value: boolean } | null>(null);
  const key = `${province}|${networkCode ?? ''}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchCoverage(province, networkCode, controller.signal)
      .then((answer) => {
        if (answer.ok) setCovered({ key, value: answer.value.covered });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
    };
  }, [province, networkCode, key]);
  return covered?.key === key ? covered.value : null;
}

type IntroKey = 'handoff.introUncoveredNetwork' | 'handoff.introUncovered' | 'handoff.introNetwork' | 'handoff.intro';

function introKey(covered: boolean | null, network: LandingNetwork | null): IntroKey {
  if (covered !== true) return network ? 'handoff.introUncoveredNetwork' : 'handoff.introUncovered';
  return network ? 'handoff.introNetwork' : 'handoff.intro';
}

function Thanks({ sent, network }: { sent: SentHandoff; network: LandingNetwork | null }) {
  const { t } = usePublicTexts();
  const who = useWhoCalls(sent.localManager, network?.name ?? null);
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{t('handoff.sent.title', { name: sent.firstName })}</AlertTitle>
      <Typography>{t('handoff.sent.text', { who })}</Typography>
      <Typography sx={{ mt: 1 }}>{t('handoff.sent.mail', { email: sent.email })}</Typography>
    </Alert>
  );
}

/** The id of the handoff section, which the results' call to action scrolls to. */
export const HANDOFF_SECTION_ID = 'wizard-handoff-section';

/** The results page's handoff: leave name, e-mail and phone for a Local Manager, then the thanks (kept on refresh). */
export function HandoffSection({ answers, networkCode, network, province }: HandoffSectionProps) {
  const { t } = usePublicTexts();
  const covered = useCoverage(province, networkCode);
  const key = useMemo(() => JSON.stringify(answers), [answers]);
  const [sent, setSent] = useState<SentHandoff | null>(() => sentHandoffFor(key));
  return (
    <Paper
      id={HANDOFF_SECTION_ID}
      component="section"
      aria-labelledby="wizard-handoff"
      variant="outlined"
      sx={{ mt: 4, p: { xs: 2, sm: 2.5 }, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography id="wizard-handoff" variant="h5" component="h2">
        {t('handoff.title')}
      </Typography>
      {sent ? (
        <Thanks sent={sent} network={network} />
      ) : (
        <>
          <Typography sx={{ my: 1.5 }}>{t(introKey(covered, network), { network: network?.name ?? '' })}</Typography>
          <HandoffForm
            answers={answers}
            networkCode={networkCode}
            onSent={(created, contact) => {
              const done: SentHandoff = {
                answers: key,
                firstName: contact.firstName.trim(),
                email: contact.email.trim(),
                localManager: created.localManager,
              };
              rememberHandoff(done);
              setSent(done);
            }}
          />
        </>
      )}
    </Paper>
  );
}
