import { lazy, Suspense } from 'react';
import { Alert, Box, Chip, Typography } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useListContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { BackendDateField } from '../date-field.tsx';
import type { ModeratedOfferRow } from '../../../../domain/offers/moderation.ts';
import { offerTypes } from '../../../../domain/offers/constants.ts';
import { OfferEdit } from './offer-edit.tsx';
import { pointOf } from './offer-points.ts';

const OfferMap = lazy(() => import('./offer-map.tsx'));

export const typeChoices = offerTypes.map((id) => ({ id, name: `backend.offers.types.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />,
  <TextInput key="category" source="category" />,
  <ReferenceInput key="district" source="district" reference="districts" perPage={200}>
    <SelectInput optionText="name" label="resources.offers.fields.district" />
  </ReferenceInput>,
  <TextInput key="owner" source="owner" />,
  <NullableBooleanInput key="reported" source="reported" />,
  <NullableBooleanInput key="hidden" source="hidden" />,
  <DateInput key="created" source="created_since" />,
  <DateInput key="changed" source="changed_since" />,
];

/** Visible, or hidden with the reason its owner was told. */
export function VisibilityField(_: { label?: string; sortable?: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField<ModeratedOfferRow>
      render={(record) =>
        record.hidden_reason === null ? (
          translate('backend.offers.visible')
        ) : (
          <Chip size="small" color="warning" label={translate('backend.offers.hidden')} />
        )
      }
    />
  );
}

/** The page's offers on the wizard's map; a point opens its offer. */
function PageMap() {
  const { data, isPending } = useListContext<ModeratedOfferRow>();
  const translate = useTranslate();
  const redirect = useRedirect();
  if (isPending) return null;
  const points = (data ?? []).map(pointOf);
  return (
    <Box
      component="section"
      aria-labelledby="offers-map"
      sx={{
        width: { xs: '100%', xl: 360 },
        ml: { xs: 0, xl: 2 },
        mt: { xs: 2, xl: 0 },
        flexShrink: 0,
      }}
    >
      <Typography id="offers-map" component="h2" variant="h6">
        {translate('backend.offers.map_title')}
      </Typography>
      {points.length === 0 ? (
        <Typography>{translate('backend.offers.map_empty')}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('backend.offers.map_help')}
          </Typography>
          <Suspense fallback={null}>
            <OfferMap
              position={null}
              points={points}
              selectedId={null}
              onPickOffer={(id) => redirect('edit', 'offers', id)}
            />
          </Suspense>
        </>
      )}
    </Box>
  );
}

function Empty() {
  const translate = useTranslate();
  return <Alert severity="info">{translate('backend.offers.empty')}</Alert>;
}

function LoadError() {
  const translate = useTranslate();
  return <Alert severity="error">{translate('backend.offers.load_error')}</Alert>;
}

/**
 * The list and its map side by side only where both fit (the menu takes its share of the
 * width): below that the map goes under the list, and a table wider than its box scrolls
 * inside it instead of pushing the page past the window's edge.
 */
const listBesideMap = {
  flexWrap: { xs: 'wrap', xl: 'nowrap' },
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;

function OfferList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'updated_at', order: 'DESC' }}
      aside={<PageMap />}
      sx={listBesideMap}
      empty={<Empty />}
      error={<LoadError />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<Empty />}>
        <TextField source="title" />
        <FunctionField<ModeratedOfferRow>
          source="type"
          sortable={false}
          render={(record) => <TypeName type={record.type} />}
        />
        <FunctionField<ModeratedOfferRow>
          source="categories"
          sortable={false}
          render={(record) => record.categories.join(', ')}
        />
        <TextField source="district" sortable={false} emptyText="–" />
        <TextField source="owner" sortable={false} emptyText="–" />
        <NumberField source="open_reports" sortable={false} />
        <VisibilityField label="resources.offers.fields.hidden_reason" sortable={false} />
        <BackendDateField source="updated_at" showTime />
      </Datagrid>
    </List>
  );
}

export function TypeName({ type }: { type: string }) {
  const translate = useTranslate();
  return <span>{translate(`backend.offers.types.${type}`)}</span>;
}

/** Every offer for the moderators (decision 040). */
export const offers = { list: OfferList, edit: OfferEdit };
