import {
  ArrayInput,
  BooleanInput,
  DateInput,
  RadioButtonGroupInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { FormHelperText, Stack, Typography } from '@mui/material';
import { weekdays } from '../../../../domain/offers/constants.ts';
import { summerRepetitionTypes } from '../../../../domain/summer/summer.ts';

// The "when" of a summer course, as the wizard's time step asks it: the repetition first,
// then only the fields that repetition uses (weekdays with their times, a daily time, or
// single dates). The server keeps only those fields too.

const timeInput = (source: string, label: string) => (
  <TextInput
    source={source}
    label={label}
    placeholder="18:00"
    parse={(v: string) => v || null}
    sx={{ width: 140 }}
  />
);

function WeekdayRow({ day }: { day: (typeof weekdays)[number] }) {
  const translate = useTranslate();
  const chosen = useWatch({ name: day }) === true;
  const dayName = translate(`backend.summer_courses.days.${day}`);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 64 }}>
      <BooleanInput source={day} label={dayName} sx={{ width: 180 }} helperText={false} />
      {chosen &&
        timeInput(`${day}_start`, `${dayName} ${translate('backend.summer_courses.from')}`)}
      {chosen && timeInput(`${day}_end`, `${dayName} ${translate('backend.summer_courses.to')}`)}
    </Stack>
  );
}

function FirstAndLastDay() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <DateInput source="start" required />
      <DateInput source="end" required />
    </Stack>
  );
}

function OneTime() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {timeInput('time_start', 'resources.summer-courses.fields.time_start')}
      {timeInput('time_end', 'resources.summer-courses.fields.time_end')}
    </Stack>
  );
}

export function SummerSchedule() {
  const translate = useTranslate();
  const repetition = useWatch({ name: 'repetition_type' }) as string | undefined;
  const { errors } = useFormState();
  const weekdayError = (errors.weekdays?.message ?? errors.weekdays) as unknown;
  return (
    <>
      <RadioButtonGroupInput
        source="repetition_type"
        choices={summerRepetitionTypes.map((id) => ({
          id,
          name: `backend.summer_courses.${id}`,
        }))}
        required
      />
      {repetition && (
        <Typography variant="body2" sx={{ mb: 2, maxWidth: 640 }}>
          {translate(`backend.summer_courses.${repetition}_help`)}
        </Typography>
      )}
      {repetition === 'weekly' && (
        <>
          <FirstAndLastDay />
          {weekdays.map((day) => (
            <WeekdayRow key={day} day={day} />
          ))}
          {typeof weekdayError === 'string' && (
            <FormHelperText error role="alert">
              {translate(weekdayError, { _: weekdayError })}
            </FormHelperText>
          )}
        </>
      )}
      {repetition === 'daily' && (
        <>
          <FirstAndLastDay />
          <OneTime />
        </>
      )}
      {repetition === 'other' && (
        <>
          <ArrayInput source="dates" label="resources.summer-courses.fields.dates">
            <SimpleFormIterator inline disableReordering>
              <DateInput source="" label="backend.summer_courses.date" />
            </SimpleFormIterator>
          </ArrayInput>
          <OneTime />
        </>
      )}
    </>
  );
}
