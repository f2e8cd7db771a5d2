import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller } from 'react-hook-form';
import type { SkillCatalogue } from '../../../../domain/schemas/skill-catalogue.ts';
import type { StepFormApi } from '../step-form.tsx';

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The catalogue as one checkbox per skill, grouped by category (a fieldset each), bound to `skillIds`. */
export function SkillCheckboxes({ form, catalogue }: { form: StepFormApi; catalogue: SkillCatalogue }) {
  return (
    <Controller
      control={form.control}
      name="skillIds"
      render={({ field, fieldState }) => {
        const chosen = idsOf(field.value);
        const toggle = (id: string, checked: boolean) => {
          field.onChange(checked ? [...chosen, id] : chosen.filter((item) => item !== id));
        };
        return (
          <Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
              {catalogue.map((category) => (
                <FormControl key={category.id} component="fieldset" error={fieldState.error !== undefined}>
                  <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
                    {category.name}
                  </FormLabel>
                  <FormGroup>
                    {category.skills.map((skill) => (
                      <FormControlLabel
                        key={skill.id}
                        label={skill.name}
                        control={
                          <Checkbox
                            checked={chosen.includes(skill.id)}
                            onChange={(event) => {
                              toggle(skill.id, event.target.checked);
                            }}
                            onBlur={field.onBlur}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              ))}
            </Box>
            {fieldState.error && (
              <FormHelperText error role="alert">
                {fieldState.error.message}
              </FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}
