import {
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  Datagrid,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  usePermissions,
} from 'react-admin';
import { BackendDateField } from '../date-field.tsx';
import { faqGroups } from '../../../../domain/content/articles.ts';
import { AccountActions } from './account-actions.tsx';
import { AccountActivity, DeleteAccountButton } from './account-activity.tsx';
import { HistoryPanel, LocalizedInput, TranslationField, VersionedEdit } from '../inputs.tsx';
import { MediaInput } from '../media-input.tsx';

const q = <SearchInput key="q" source="q" alwaysOn />;
const groupChoices = faqGroups.map((g) => ({ id: g, name: g }));

/** Edit and create of a simple record share one form. */
function editAndCreate(form: () => React.JSX.Element) {
  return {
    edit: () => (
      <VersionedEdit>
        {form()}
        <HistoryPanel />
      </VersionedEdit>
    ),
    create: () => <Create redirect="list">{form()}</Create>,
  };
}

export const faq = {
  list: () => (
    <List filters={[q, <SelectInput key="g" source="group" choices={groupChoices} />]}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <SelectField source="group" choices={groupChoices} />
        <TextField source="title.de" label="resources.faq.fields.title" sortable={false} />
        <NumberField source="position" />
        <TranslationField label="resources.faq.fields.missing_en" sortable={false} />
      </Datagrid>
    </List>
  ),
  ...editAndCreate(() => (
    <SimpleForm>
      <SelectInput source="group" choices={groupChoices} required />
      <LocalizedInput source="title" required />
      <LocalizedInput source="content" multiline required />
      <NumberInput source="position" />
    </SimpleForm>
  )),
};

export const highlights = {
  list: () => (
    <List filters={[q, <NullableBooleanInput key="p" source="published" />]}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title.de" label="resources.highlights.fields.title" sortable={false} />
        <TextField source="type" sortable={false} />
        <NumberField source="position" />
        <BooleanField source="published" />
        <TranslationField label="resources.highlights.fields.missing_en" sortable={false} />
      </Datagrid>
    </List>
  ),
  ...editAndCreate(() => (
    <SimpleForm>
      <SelectInput
        source="type"
        choices={[
          { id: 'internal', name: 'internal' },
          { id: 'external', name: 'external' },
        ]}
        required
      />
      <TextInput source="internal_url" fullWidth />
      <TextInput source="external_url" fullWidth />
      <LocalizedInput source="topline" required />
      <LocalizedInput source="title" required />
      <LocalizedInput source="richtext" multiline required />
      <MediaInput source="file" kind="media" required />
      <LocalizedInput source="file_alt" required />
      <LocalizedInput source="file_caption" />
      <MediaInput source="poster" />
      <BooleanInput source="gradient" />
      <BooleanInput source="video_loop" />
      <NumberInput source="position" />
      <BooleanInput source="published" />
    </SimpleForm>
  )),
};

export const categories = {
  list: () => (
    <List
      filters={[q, <NullableBooleanInput key="h" source="hidden" />]}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title.de" label="resources.categories.fields.title" sortable={false} />
        <TextField source="slug" />
        <TextField source="icon" sortable={false} />
        <BooleanField source="hidden" />
        <NumberField source="position" />
        <TranslationField label="resources.categories.fields.missing_en" sortable={false} />
      </Datagrid>
    </List>
  ),
  ...editAndCreate(() => (
    <SimpleForm>
      <TextInput source="slug" required />
      <LocalizedInput source="title" required />
      <TextInput source="icon" required />
      <BooleanInput source="hidden" />
      <NumberInput source="position" />
    </SimpleForm>
  )),
};

export const spottypes = {
  list: () => (
    <List filters={[q]}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title.de" label="resources.spottypes.fields.title" sortable={false} />
        <TextField source="slug" />
        <TranslationField label="resources.spottypes.fields.missing_en" sortable={false} />
      </Datagrid>
    </List>
  ),
  ...editAndCreate(() => (
    <SimpleForm>
      <TextInput source="slug" required />
      <LocalizedInput source="title" required />
    </SimpleForm>
  )),
};

/** Districts come from official data: listed, never edited. */
export const districts = {
  list: () => (
    <List filters={[q]} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="slug" />
      </Datagrid>
    </List>
  ),
};

const roleChoices = ['editor', 'moderator', 'admin'].map((r) => ({ id: r, name: r }));
export const users = {
  list: () => (
    <List
      filters={[
        q,
        <SelectInput
          key="r"
          source="role"
          choices={[...roleChoices, { id: 'user', name: 'user' }]}
        />,
      ]}
      sort={{ field: 'username', order: 'ASC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="username" />
        <TextField source="email" />
        <TextField source="name" sortable={false} />
        <TextField source="role" sortable={false} />
        <BooleanField source="official" label="backend.moderation.official" sortable={false} />
        <BackendDateField source="blocked_at" label="backend.moderation.blocked" sortable={false} />
      </Datagrid>
    </List>
  ),
  edit: UserEdit,
};

/**
 * Admins set roles; moderators and admins set the official flag, block and delete (decisions
 * 036 and 041) and see the account's offers and reports.
 */
function UserEdit() {
  const { permissions } = usePermissions<string[]>();
  const admin = permissions?.includes('roles') ?? false;
  return (
    <VersionedEdit>
      <SimpleForm toolbar={admin ? undefined : false}>
        <TextField source="email" />
        {admin ? (
          <CheckboxGroupInput source="roles" choices={roleChoices} />
        ) : (
          <TextField source="role" />
        )}
        <AccountActions />
        <AccountActivity />
        <DeleteAccountButton />
      </SimpleForm>
    </VersionedEdit>
  );
}
