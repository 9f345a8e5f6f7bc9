import {
  BooleanField,
  BooleanInput,
  Button,
  Create,
  CreateButton,
  Datagrid,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useGetList,
  useTranslate,
} from 'react-admin';
import { BackendDateField } from '../date-field.tsx';
import { Link } from 'react-router';
import { Box, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import KayakingIcon from '@mui/icons-material/Kayaking';
import { summerRepetitionTypes } from '../../../../domain/summer/summer.ts';
import { HistoryPanel, LocalizedInput, PreviewButton, VersionedEdit } from '../inputs.tsx';
import { SummerSchedule } from './summer-course-schedule.tsx';

// Summer courses for editors (decision 038): the list, and one form for create and edit
// with the wizard's fields and a time section by repetition.

const repetitionChoices = summerRepetitionTypes.map((id) => ({
  id,
  name: `backend.summer_courses.${id}`,
}));

function ImportButton() {
  return (
    <Button component={Link} to="/summer-import" label="backend.summer_courses.import">
      <UploadFileIcon />
    </Button>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Typography>{translate('backend.summer_courses.empty')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <CreateButton />
        <ImportButton />
      </Stack>
    </Box>
  );
}

function SummerCourseList() {
  return (
    <List
      sort={{ field: 'title', order: 'ASC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="r" source="repetition_type" choices={repetitionChoices} />,
      ]}
      actions={
        <TopToolbar>
          <CreateButton />
          <ImportButton />
        </TopToolbar>
      }
      empty={<Empty />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title.de" label="resources.summer-courses.fields.title" sortBy="title" />
        <TextField source="slug" sortable={false} />
        <TextField source="organizer" sortable={false} />
        <SelectField source="repetition_type" choices={repetitionChoices} sortable={false} />
        <TextField source="start" />
        <NumberField source="date_count" sortable={false} />
        <TextField source="district" sortable={false} />
        <BooleanField source="hidden" sortable={false} looseValue />
        <BackendDateField source="updated_at" showTime />
      </Datagrid>
    </List>
  );
}

/** Categories by slug: a course has one, the calendar filters by it. */
function CategoryInput() {
  const { data = [] } = useGetList<{ id: number; slug: string; title: { de: string } }>(
    'categories',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'position', order: 'ASC' } },
  );
  return (
    <SelectInput
      source="categories"
      choices={data.map((c) => ({ id: c.slug, name: c.title.de }))}
      format={(value?: string[]) => value?.[0] ?? ''}
      parse={(value: string) => (value ? [value] : [])}
      required
    />
  );
}

function Section({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
      {translate(`backend.summer_courses.${text}`)}
    </Typography>
  );
}

const optional = (v: string) => v || null;

function courseForm() {
  return (
    <SimpleForm
      defaultValues={{ repetition_type: 'weekly', free_offer: true, barrier_free: false }}
    >
      <Section text="what" />
      <LocalizedInput source="title" required />
      <TextInput source="slug" required />
      <LocalizedInput source="description" multiline required />
      <CategoryInput />
      <TextInput source="image" fullWidth parse={optional} />
      <Stack direction="row" spacing={2}>
        <BooleanInput source="free_offer" />
        <BooleanInput source="barrier_free" />
      </Stack>
      <Section text="when" />
      <SummerSchedule />
      <BooleanInput source="hide_end_time" />
      <Section text="where" />
      <TextInput source="location_name" fullWidth parse={optional} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="street" parse={optional} />
        <TextInput source="street_number" parse={optional} />
        <TextInput source="zipcode" parse={optional} />
        <TextInput source="city" parse={optional} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <NumberInput source="map_latitude" required step={0.0001} />
        <NumberInput source="map_longitude" required step={0.0001} />
      </Stack>
      <Section text="who" />
      <TextInput source="organizer" fullWidth parse={optional} />
      <TextInput source="organizer_url" fullWidth parse={optional} />
      <TextInput source="logo_url" fullWidth parse={optional} />
      <TextInput source="registration_url" fullWidth parse={optional} />
      <BooleanInput source="is_registration" />
    </SimpleForm>
  );
}

export const summerCourses = {
  icon: KayakingIcon,
  recordRepresentation: 'slug',
  list: SummerCourseList,
  edit: () => (
    <VersionedEdit
      actions={
        <TopToolbar>
          <PreviewButton path={(r) => `/active-city-summer/${String(r.slug)}`} />
        </TopToolbar>
      }
    >
      {courseForm()}
      <HistoryPanel />
    </VersionedEdit>
  ),
  create: () => <Create redirect="edit">{courseForm()}</Create>,
};
