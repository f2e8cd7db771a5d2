import { useState, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { PublicRichText } from '../../i18n/public-rich-text.tsx';
import { usePublicTexts } from '../../i18n/public-texts.tsx';
import type { LandingContactCreated } from '../../../domain/schemas/landing-contacts.ts';
import { TextAnswerField } from '../fields/text-answer-field.tsx';
import { sendHandoff, type ContactInput } from '../landing-api.ts';
import type { AnswersInput } from '../wizard-draft.ts';
import { contactErrorsOf, firstContactError, validateContact, type ContactErrors } from './contact-validation.ts';

export type HandoffFormProps = {
  answers: AnswersInput;
  networkCode: string | null;
  onSent: (created: LandingContactCreated, contact: ContactInput) => void;
};

const EMPTY_CONTACT: ContactInput = { firstName: '', lastName: '', email: '', phone: '', privacyAccepted: false };

const focusField = (name: string) => {
  document.getElementsByName(name)[0]?.focus();
};

/** Name, e-mail, phone and the privacy consent, checked with the server's rules before the contact is sent. */
export function HandoffForm({ answers, networkCode, onSent }: HandoffFormProps) {
  const { t, optional } = usePublicTexts();
  const [contact, setContact] = useState<ContactInput>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (changes: Partial<ContactInput>) => {
    setContact((current) => ({ ...current, ...changes }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))));
  };

  const refuse = (found: ContactErrors) => {
    setErrors(found);
    const first = firstContactError(found);
    if (first) focusField(`contact-${first}`);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateContact(contact);
    if (firstContactError(found)) {
      refuse(found);
      return;
    }
    setSending(true);
    try {
      const outcome = await sendHandoff(answers, contact, networkCode);
      if (outcome.ok) onSent(outcome.created, contact);
      else if (outcome.kind === 'invalid') {
        const fields = contactErrorsOf(outcome.errors);
        if (firstContactError(fields)) refuse(fields);
        else setFailure(t('handoff.form.answersRefused'));
      } else setFailure(t(outcome.status === 429 ? 'handoff.form.tooManyRequests' : 'handoff.form.failed'));
    } catch {
      setFailure(t('handoff.form.failed'));
    } finally {
      setSending(false);
    }
  };

  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'phone',
    autoComplete: string,
    inputMode: 'text' | 'email' | 'tel' = 'text',
  ) => (
    <TextAnswerField
      name={`contact-${field}`}
      label={t(`handoff.form.fields.${field}`)}
      value={contact[field]}
      onChange={(value) => {
        change({ [field]: value });
      }}
      error={errors[field]}
      hint={optional(`handoff.form.hints.${field}`)}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={field === 'email' ? 320 : 100}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('handoff.form.label')}>
      <Stack spacing={2.5}>
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel-national', 'tel')}
        <FormControl error={errors.privacyAccepted !== undefined}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', m: 0 }}
            control={
              <Checkbox
                name="contact-privacyAccepted"
                checked={contact.privacyAccepted}
                onChange={(_event, checked) => {
                  change({ privacyAccepted: checked });
                }}
                slotProps={{
                  input: { 'aria-describedby': errors.privacyAccepted ? 'contact-privacy-error' : undefined },
                }}
                sx={{ mt: -1 }}
              />
            }
            label={
              <PublicRichText
                text={t('handoff.form.privacy')}
                components={{ privacyLink: <Link href="/privacy-terms" target="_blank" rel="noopener" /> }}
              />
            }
          />
          {errors.privacyAccepted && (
            <FormHelperText id="contact-privacy-error">{errors.privacyAccepted}</FormHelperText>
          )}
        </FormControl>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Button type="submit" variant="contained" size="large" fullWidth loading={sending}>
          {t('handoff.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
