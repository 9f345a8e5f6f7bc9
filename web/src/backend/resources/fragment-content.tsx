import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import type { FragmentTemplate } from '../../../../domain/content/fragments.ts';
import { fragmentForms, type FragmentField } from '../fragment-fields.ts';
import { LocalizedInput } from '../inputs.tsx';
import { MediaInput } from '../media-input.tsx';

const orNull = (value: string | number | null | undefined) =>
  value === '' || value === undefined ? null : value;

function FieldInput({ field, prefix }: { field: FragmentField; prefix: string }) {
  const translate = useTranslate();
  const source = `${prefix}${field.name}`;
  const label = translate(`backend.fragment_fields.${field.name}`, { _: field.name });
  switch (field.type) {
    case 'text':
    case 'rich':
      return (
        <LocalizedInput
          source={source}
          label={label}
          multiline={field.type === 'rich'}
          required={field.required}
        />
      );
    case 'media':
      return (
        <MediaInput source={source} kind={field.kind} label={label} required={field.required} />
      );
    case 'link':
      return <TextInput source={source} label={label} parse={orNull} fullWidth />;
    case 'bool':
      return <BooleanInput source={source} label={label} />;
    case 'number':
      return <NumberInput source={source} label={label} parse={orNull} />;
    case 'choice':
      return (
        <SelectInput
          source={source}
          label={label}
          choices={field.choices.map((c) => ({ id: c, name: `backend.fragment_choices.${c}` }))}
          required={field.required}
        />
      );
    case 'ids':
      return <SiblingFragmentsInput source={source} label={label} />;
    case 'items':
      return (
        <ArrayInput source={source} label={label}>
          <SimpleFormIterator inline={false} disableReordering={false}>
            {field.fields.map((inner) => (
              <FieldInput key={inner.name} field={inner} prefix="" />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
  }
}

/** A table of contents links to the headed fragments of the same page, article or event. */
function SiblingFragmentsInput({ source, label }: { source: string; label: string }) {
  const record = useRecordContext<{
    id?: number;
    page_id?: number | null;
    article_id?: number | null;
    event_id?: number | null;
  }>();
  const owner = record?.page_id
    ? { page_id: record.page_id }
    : record?.article_id
      ? { article_id: record.article_id }
      : record?.event_id
        ? { event_id: record.event_id }
        : null;
  const { data } = useGetList<{
    id: number;
    template: string;
    content: { title?: { de?: string } };
  }>(
    'fragments',
    {
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'position', order: 'ASC' },
      filter: owner ?? {},
    },
    { enabled: owner !== null },
  );
  const choices = (data ?? [])
    .filter((f) => f.id !== record?.id && f.content.title?.de)
    .map((f) => ({ id: f.id, name: `${f.template}: ${f.content.title!.de}` }));
  return <CheckboxGroupInput source={source} label={label} choices={choices} row={false} />;
}

/** The server's findings about the content, which no single input owns (both languages). */
function ContentProblems() {
  const translate = useTranslate();
  const { errors } = useFormState({ name: 'content' });
  const message = (errors.content as { message?: string } | undefined)?.message;
  if (!message) return null;
  return (
    <Typography role="alert" color="error" sx={{ mb: 2 }}>
      {translate('backend.fragments.content_invalid')}: {message}
    </Typography>
  );
}

/** The inputs of the chosen template; changing the template shows its fields. */
export function FragmentContentInputs() {
  const translate = useTranslate();
  const template = useWatch({ name: 'template' }) as FragmentTemplate | undefined;
  const fields = template ? fragmentForms[template] : undefined;
  if (!fields) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {translate('resources.fragments.fields.content')}
      </Typography>
      <ContentProblems />
      {fields.length === 0 && <Typography>{translate('backend.fragments.no_fields')}</Typography>}
      {fields.map((field) => (
        <FieldInput key={field.name} field={field} prefix="content." />
      ))}
    </Box>
  );
}
