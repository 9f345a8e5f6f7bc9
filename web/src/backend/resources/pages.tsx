import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  NullableBooleanInput,
} from 'react-admin';
import { BackendDateField } from '../date-field.tsx';
import {
  HistoryPanel,
  LocalizedInput,
  PreviewButton,
  TranslationField,
  VersionedEdit,
} from '../inputs.tsx';
import { FragmentsPanel } from './fragments.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="p" source="published" />,
];

export function PageList() {
  return (
    <List filters={filters} sort={{ field: 'position', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="slug" />
        <TextField source="title.de" label="resources.pages.fields.title" sortable={false} />
        <NumberField source="position" />
        <BooleanField source="published" />
        <TranslationField label="resources.pages.fields.missing_en" sortable={false} />
        <BackendDateField source="updated_at" showTime />
      </Datagrid>
    </List>
  );
}

function PageForm() {
  return (
    <SimpleForm>
      <TextInput source="slug" required />
      <LocalizedInput source="title" required />
      <LocalizedInput source="navi_label" />
      <LocalizedInput source="description" multiline />
      <NumberInput source="position" />
      <BooleanInput source="published" />
    </SimpleForm>
  );
}

export function PageEdit() {
  return (
    <VersionedEdit actions={<PreviewButton path={(r) => `/${String(r.slug)}`} />}>
      <PageForm />
      <FragmentsPanel owner="page_id" />
      <HistoryPanel />
    </VersionedEdit>
  );
}

export function PageCreate() {
  return (
    <Create redirect="edit" mutationOptions={{ meta: {} }}>
      <PageForm />
    </Create>
  );
}
