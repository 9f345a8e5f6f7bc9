import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField as TextBox,
} from '@mui/material';
import {
  Datagrid,
  HttpError,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { BackendDateField } from '../date-field.tsx';
import type { Suggestion } from '../../../../domain/offers/moderation.ts';
import { offerApi } from '../../../../domain/offers/api-paths.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { backendCall } from '../data-provider.ts';
import { backendLocale } from '../locale.ts';
import { OfferPanel, StatusField } from './moderation-fields.tsx';

const stateChoices = ['open', 'handled'].map((id) => ({
  id,
  name: `backend.moderation.states.${id}`,
}));
const field = (name: string) => `resources.category-suggestions.fields.${name}`;

/** A category key from a suggestion's words: "Disc Golf" → "disc-golf". */
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function SuggestionList() {
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="s" source="state" choices={stateChoices} alwaysOn />,
      ]}
      filterDefaultValues={{ state: 'open' }}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="text" />
        <TextField source="offer.title" sortable={false} />
        <TextField source="suggested_by" sortable={false} />
        <BackendDateField source="created_at" showTime />
        <StatusField label={field('status')} sortable={false} />
        <TextField source="category_slug" sortable={false} emptyText="–" />
      </Datagrid>
    </List>
  );
}

function SuggestionActions() {
  const record = useRecordContext<Suggestion>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.status !== 'open')
    return <Alert severity="info">{translate('backend.moderation.suggestion_handled')}</Alert>;
  return <AnswerForm record={record} />;
}

/** Accept (an existing category, or a new one made from the suggestion) or reject. */
function AnswerForm({ record }: { record: Suggestion }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [categories, setCategories] = useState<{ slug: string; title: string }[]>([]);
  const [mode, setMode] = useState<'existing' | 'new'>('new');
  const [existing, setExisting] = useState('');
  const [fresh, setFresh] = useState({
    slug: slugOf(record.text),
    de: record.text,
    en: '',
    icon: 'map-pin',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    void apiRequest<{ slug: string; title: string }[]>(offerApi.categories, {
      locale: backendLocale(),
    }).then((list) => {
      setCategories(list);
      setExisting(list[0]?.slug ?? '');
    });
  }, []);

  const act = async (action: 'accept' | 'reject', body?: object) => {
    try {
      const { data } = await backendCall<{ data: Suggestion }>(
        `category-suggestions/${record.id}/${action}`,
        { method: 'POST', ...(body ? { body } : {}) },
      );
      notify('backend.moderation.done', {
        messageArgs: { status: translate(`backend.moderation.statuses.${data.status}`) },
      });
      redirect('list', 'category-suggestions');
    } catch (error) {
      const fields = (error as HttpError).body?.errors as Record<string, string> | undefined;
      if (error instanceof HttpError && error.status === 422 && fields) setErrors(fields);
      else notify((error as Error).message, { type: 'error' });
    }
  };
  const accept = () =>
    act(
      'accept',
      mode === 'existing'
        ? { mode, category_slug: existing }
        : {
            mode,
            slug: fresh.slug,
            title: fresh.en ? { de: fresh.de, en: fresh.en } : { de: fresh.de },
            icon: fresh.icon,
          },
    );
  const box = (name: 'slug' | 'de' | 'en' | 'icon', key: string) => (
    <TextBox
      label={translate(field(key))}
      value={fresh[name]}
      onChange={(event) => setFresh({ ...fresh, [name]: event.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key] ? translate(errors[key], { _: errors[key] }) : ' '}
    />
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mt: 2 }}>
      <RadioGroup
        aria-label={translate('backend.moderation.category')}
        value={mode}
        onChange={(event) => setMode(event.target.value as 'existing' | 'new')}
      >
        <FormControlLabel
          value="new"
          control={<Radio />}
          label={translate('backend.moderation.accept_new')}
        />
        <FormControlLabel
          value="existing"
          control={<Radio />}
          label={translate('backend.moderation.accept_existing')}
        />
      </RadioGroup>
      {mode === 'existing' ? (
        <TextBox
          select
          label={translate('backend.moderation.category')}
          value={existing}
          onChange={(event) => setExisting(event.target.value)}
          slotProps={{ select: { native: true } }}
          error={Boolean(errors.category_slug)}
          helperText={errors.category_slug ? translate(errors.category_slug) : ' '}
        >
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.title}
            </option>
          ))}
        </TextBox>
      ) : (
        <>
          {box('slug', 'slug')}
          {box('de', 'title.de')}
          {box('en', 'title.en')}
          {box('icon', 'icon')}
        </>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => void accept()}>
          {translate('backend.moderation.accept')}
        </Button>
        <Button variant="outlined" onClick={() => void act('reject')}>
          {translate('backend.moderation.reject')}
        </Button>
      </Stack>
    </Stack>
  );
}

function SuggestionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="text" />
        <TextField source="suggested_by" emptyText="–" />
        <BackendDateField source="created_at" showTime />
        <StatusField label={field('status')} />
        <TextField source="category_slug" emptyText="–" />
        <OfferPanel />
        <SuggestionActions />
      </SimpleShowLayout>
    </Show>
  );
}

/** Users' category suggestions for the moderators (decision 036). */
export const suggestions = { list: SuggestionList, show: SuggestionShow };
