import {
  Create,
  Datagrid,
  List,
  NumberField,
  NumberInput,
  AutocompleteArrayInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useGetList,
} from 'react-admin';
import { peptalkTopics } from '../../../../domain/peptalk/peptalk.ts';
import { HistoryPanel, LocalizedInput, TranslationField, VersionedEdit } from '../inputs.tsx';

const topicChoices = peptalkTopics.map((topic) => ({ id: topic, name: topic }));

/** The talk stores category keys (slugs), so the choices are the categories' keys. */
function CategoriesInput() {
  const { data = [] } = useGetList('categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const choices = data.map((c: { slug: string }) => ({ id: c.slug, name: c.slug }));
  return <AutocompleteArrayInput source="categories" choices={choices} />;
}

function PeptalkForm() {
  return (
    <SimpleForm>
      <TextInput source="slug" required />
      <LocalizedInput source="title" required />
      <TextInput source="speaker" required />
      <LocalizedInput source="speaker_role" required />
      <SelectInput source="topic" choices={topicChoices} required />
      <LocalizedInput source="summary" multiline required />
      <TextInput source="video" required fullWidth />
      <TextInput source="poster" required fullWidth />
      <LocalizedInput source="poster_alt" required />
      <TextInput source="captions_de" required fullWidth />
      <TextInput source="captions_en" required fullWidth />
      <NumberInput source="duration_seconds" required />
      <LocalizedInput source="transcript" multiline required />
      <CategoriesInput />
      <NumberInput source="position" />
    </SimpleForm>
  );
}

/** Peptalk videos: list by topic, edit with history, create (decision 035). */
export const peptalks = {
  list: () => (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="t" source="topic" choices={topicChoices} />,
      ]}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="slug" />
        <TextField source="title.de" label="resources.peptalks.fields.title" sortable={false} />
        <TextField source="speaker" sortable={false} />
        <SelectField source="topic" choices={topicChoices} />
        <NumberField source="position" />
        <TranslationField label="resources.peptalks.fields.missing_en" sortable={false} />
      </Datagrid>
    </List>
  ),
  edit: () => (
    <VersionedEdit>
      <PeptalkForm />
      <HistoryPanel />
    </VersionedEdit>
  ),
  create: () => (
    <Create redirect="list">
      <PeptalkForm />
    </Create>
  ),
};
