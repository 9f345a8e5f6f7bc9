import {
  BooleanInput,
  Create,
  Datagrid,
  DateTimeInput,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleForm,
  TextArrayInput,
  TextField,
  TextInput,
} from 'react-admin';
import { BackendDateField } from '../date-field.tsx';
import {
  HistoryPanel,
  LocalizedInput,
  PreviewButton,
  TranslationField,
  VersionedEdit,
} from '../inputs.tsx';
import { MediaInput } from '../media-input.tsx';
import { FragmentsPanel } from './fragments.tsx';

// DateTimeInput gives a local time without zone; the API wants an ISO instant.
const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

function TeaserInputs() {
  return (
    <>
      <TextInput source="slug" required />
      <DateTimeInput source="published_start" parse={toInstant} required />
      <LocalizedInput source="teaser_title" required />
      <LocalizedInput source="teaser_description" multiline required />
      <MediaInput source="teaser_image" required />
      <TextInput source="teaser_image_copyright" />
      <LocalizedInput source="detail_title" />
      <MediaInput source="detail_image" />
      <LocalizedInput source="detail_image_alt" />
      <LocalizedInput source="description" multiline />
      <TextArrayInput source="tags" />
    </>
  );
}

export function ArticleList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <NullableBooleanInput key="s" source="scheduled" />,
      ]}
      sort={{ field: 'published_start', order: 'DESC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField
          source="teaser_title.de"
          label="resources.articles.fields.teaser_title"
          sortable={false}
        />
        <TextField source="slug" />
        <BackendDateField source="published_start" showTime />
        <TranslationField label="resources.articles.fields.missing_en" sortable={false} />
      </Datagrid>
    </List>
  );
}

function ArticleForm() {
  return (
    <SimpleForm>
      <TeaserInputs />
      <BooleanInput source="external" />
      <TextInput source="external_url" fullWidth />
    </SimpleForm>
  );
}

export function ArticleEdit() {
  return (
    <VersionedEdit actions={<PreviewButton path={(r) => `/news/${String(r.slug)}`} />}>
      <ArticleForm />
      <FragmentsPanel owner="article_id" />
      <HistoryPanel />
    </VersionedEdit>
  );
}

export function ArticleCreate() {
  return (
    <Create redirect="edit">
      <ArticleForm />
    </Create>
  );
}

export function EventList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <NullableBooleanInput key="s" source="scheduled" />,
        <NullableBooleanInput key="u" source="upcoming" />,
      ]}
      sort={{ field: 'event_start', order: 'DESC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField
          source="teaser_title.de"
          label="resources.events.fields.teaser_title"
          sortable={false}
        />
        <BackendDateField source="event_start" showTime />
        <TextField source="event_location" sortable={false} />
        <BackendDateField source="published_start" showTime />
        <TranslationField label="resources.events.fields.missing_en" sortable={false} />
      </Datagrid>
    </List>
  );
}

function EventForm() {
  return (
    <SimpleForm>
      <TeaserInputs />
      <DateTimeInput source="event_start" parse={toInstant} required />
      <DateTimeInput source="event_end" parse={toInstant} />
      <BooleanInput source="event_allday" />
      <TextInput source="event_location" fullWidth />
      <TextInput source="event_url" fullWidth />
    </SimpleForm>
  );
}

export function EventEdit() {
  return (
    <VersionedEdit actions={<PreviewButton path={(r) => `/events/${String(r.slug)}`} />}>
      <EventForm />
      <FragmentsPanel owner="event_id" />
      <HistoryPanel />
    </VersionedEdit>
  );
}

export function EventCreate() {
  return (
    <Create redirect="edit">
      <EventForm />
    </Create>
  );
}
