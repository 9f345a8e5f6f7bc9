import { useState, type DragEvent } from 'react';
import {
  BooleanInput,
  Button,
  Create,
  NumberInput,
  SelectInput,
  SimpleForm,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useCreatePath,
  Link,
} from 'react-admin';
import { Box, IconButton, List as MuiList, ListItem, Typography } from '@mui/material';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { fragmentTemplates } from '../../../../domain/content/fragments.ts';
import { backendCall } from '../data-provider.ts';
import { HistoryPanel, VersionedEdit } from '../inputs.tsx';
import { FragmentContentInputs } from './fragment-content.tsx';

type Owner = 'page_id' | 'article_id' | 'event_id';
type FragmentRecord = {
  id: number;
  template: string;
  public: boolean;
  content: { title?: { de?: string } };
};

const templateChoices = fragmentTemplates.map((t) => ({
  id: t,
  name: `backend.fragment_templates.${t}`,
}));

/** The fragments of a page, article or event: reorder by drag or by the arrow buttons. */
export function FragmentsPanel({ owner }: { owner: Owner }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  const [dragged, setDragged] = useState<number | null>(null);
  const { data, refetch } = useGetList<FragmentRecord>(
    'fragments',
    {
      pagination: { page: 1, perPage: 200 },
      sort: { field: 'position', order: 'ASC' },
      filter: { [owner]: record?.id },
    },
    { enabled: Boolean(record?.id) },
  );
  const fragments = data ?? [];

  async function save(ids: number[]) {
    await backendCall('fragments/reorder', { method: 'POST', body: { ids } });
    await refetch();
    notify('backend.fragments.moved', { type: 'info' });
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= fragments.length) return;
    const ids = fragments.map((f) => f.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    void save(ids);
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = fragments.findIndex((f) => f.id === dragged);
    if (from >= 0) move(from, to);
    setDragged(null);
  };
  const duplicate = async (id: number) => {
    await backendCall(`fragments/${id}/duplicate`, { method: 'POST' });
    await refetch();
    refresh();
  };

  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="fragments-heading" sx={{ mt: 3, px: 2 }}>
      <Typography id="fragments-heading" component="h2" variant="h6">
        {translate('backend.fragments.title')}
      </Typography>
      <MuiList aria-labelledby="fragments-heading">
        {fragments.map((f, index) => (
          <ListItem
            key={f.id}
            draggable
            onDragStart={() => setDragged(f.id)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => onDrop(e, index)}
            data-testid="fragment-row"
            sx={{ gap: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <DragIndicator aria-label={translate('backend.fragments.drag')} />
            <Link to={createPath({ resource: 'fragments', id: f.id, type: 'edit' })}>
              {translate(`backend.fragment_templates.${f.template}`)}
              {f.content.title?.de ? `: ${f.content.title.de}` : ''}
            </Link>
            {!f.public && (
              <Typography variant="caption">
                ({translate('resources.fragments.fields.public')}: {translate('ra.boolean.false')})
              </Typography>
            )}
            <Box sx={{ flexGrow: 1 }} />
            <IconButton
              aria-label={`${translate('backend.fragments.move_up')}: ${f.template}`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUpward />
            </IconButton>
            <IconButton
              aria-label={`${translate('backend.fragments.move_down')}: ${f.template}`}
              disabled={index === fragments.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDownward />
            </IconButton>
            <Button
              label={translate('backend.fragments.duplicate')}
              onClick={() => void duplicate(f.id)}
            />
          </ListItem>
        ))}
      </MuiList>
      <Button
        component={Link}
        to={{
          pathname: createPath({ resource: 'fragments', type: 'create' }),
          search: `?source=${encodeURIComponent(JSON.stringify({ [owner]: record.id, position: fragments.length, content: {} }))}`,
        }}
        label={translate('backend.fragments.add')}
      />
    </Box>
  );
}

function FragmentForm() {
  return (
    <SimpleForm>
      <SelectInput source="template" choices={templateChoices} required />
      <BooleanInput source="public" />
      <NumberInput source="position" />
      <FragmentContentInputs />
    </SimpleForm>
  );
}

export function FragmentEdit() {
  return (
    <VersionedEdit redirect={false}>
      <FragmentForm />
      <HistoryPanel />
    </VersionedEdit>
  );
}

export function FragmentCreate() {
  return (
    <Create redirect="edit">
      <FragmentForm />
    </Create>
  );
}
