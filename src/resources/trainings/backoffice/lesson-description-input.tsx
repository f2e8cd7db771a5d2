import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LessonMarkdown } from '../lesson-markdown.tsx';

/** The lesson's Markdown description, with a preview rendered as the learner will see it (no raw HTML). */
export function LessonDescriptionInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next: 'write' | 'preview') => {
          setTab(next);
        }}
        aria-label={t('lessons.fields.description')}
      >
        <Tab value="write" label={t('lessons.description.write')} />
        <Tab value="preview" label={t('lessons.description.preview')} />
      </Tabs>
      {tab === 'write' ? (
        <TextField
          label={t('lessons.fields.description')}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          multiline
          minRows={6}
          fullWidth
          sx={{ mt: 1.5 }}
          error={Boolean(error)}
          helperText={error ?? t('lessons.description.hint')}
        />
      ) : (
        <Box sx={{ mt: 1.5, minHeight: 120 }}>
          <LessonMarkdown text={value || t('lessons.description.empty')} />
        </Box>
      )}
    </Box>
  );
}
