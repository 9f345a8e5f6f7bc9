import { lazy, Suspense, useMemo } from 'react';
import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ModeratedOfferDetail } from '../../../../domain/offers/offer-edit.ts';
import { repetitions, targetGroups, weekdays } from '../../../../domain/offers/constants.ts';
import { getCategories } from '../../features/offers/index.ts';
import { backendLocale } from '../locale.ts';
import { publicPathOf } from './moderation-fields.tsx';
import { OfferActions } from './offer-actions.tsx';

const OfferMap = lazy(() => import('./offer-map.tsx'));

const choicesOf = (ids: readonly string[], group: string) =>
  ids.map((id) => ({ id, name: `backend.offers.${group}.${id}` }));

/** The public categories (slug and title): a moderator may not read the editors' list. */
function useCategoryChoices() {
  const locale = backendLocale();
  const { data } = useQuery({
    queryKey: ['categories', locale],
    queryFn: ({ signal }) => getCategories(locale, signal),
  });
  return (data ?? []).map((c) => ({ id: c.slug, name: `${c.title} (${c.slug})` }));
}

/**
 * The point: a click on the wizard's map moves it; latitude and longitude are the same
 * point as numbers, for the keyboard and for exact values. Saved with the form.
 */
function PointInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [lat, lng, type, location] = useWatch({
    name: ['map_latitude', 'map_longitude', 'type', 'entry_location'],
  }) as [unknown, unknown, string, string];
  const atSpot = type === 'entry' && location === 'spot';
  const position = typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
  return (
    <Box component="section" aria-labelledby="offer-point" sx={{ width: '100%', maxWidth: 640 }}>
      <Typography id="offer-point" component="h2" variant="h6">
        {translate('backend.offers.point')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(atSpot ? 'backend.offers.point_at_spot' : 'backend.offers.point_help')}
      </Typography>
      <Suspense fallback={null}>
        <OfferMap
          position={position}
          points={null}
          selectedId={null}
          onPick={(point) => {
            if (atSpot) return;
            const round = (n: number) => Math.round(n * 1e6) / 1e6;
            setValue('map_latitude', round(point.lat), { shouldDirty: true });
            setValue('map_longitude', round(point.lng), { shouldDirty: true });
          }}
        />
      </Suspense>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <NumberInput source="map_latitude" step={0.0001} disabled={atSpot} />
        <NumberInput source="map_longitude" step={0.0001} disabled={atSpot} />
      </Stack>
    </Box>
  );
}

/** The time step of entries: repetition, dates, weekdays or the monthly rule. */
function TimeInputs() {
  const translate = useTranslate();
  const repetition = useWatch({ name: 'repetition' }) as string | null;
  return (
    <Box component="section" aria-labelledby="offer-time" sx={{ width: '100%' }}>
      <Typography id="offer-time" component="h2" variant="h6">
        {translate('backend.offers.time')}
      </Typography>
      <SelectInput source="repetition" choices={choicesOf(repetitions, 'repetitions')} />
      <Stack direction="row" spacing={2}>
        <TextInput source="start" />
        <TextInput source="end" />
      </Stack>
      {repetition === 'weekly' ? (
        weekdays.map((day) => (
          <Stack key={day} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <BooleanInput source={day} />
            <TextInput source={`${day}_start`} />
            <TextInput source={`${day}_end`} />
          </Stack>
        ))
      ) : (
        <Stack direction="row" spacing={2}>
          <TextInput source="time_start" />
          <TextInput source="time_end" />
        </Stack>
      )}
      {repetition === 'monthly' && (
        <Stack direction="row" spacing={2}>
          <SelectInput
            source="monthly_mode"
            choices={choicesOf(['weekday', 'date'], 'monthly_modes')}
          />
          <TextInput source="monthly_value" />
        </Stack>
      )}
    </Box>
  );
}

/** The wizard's fields for the offer's kind (domain/offers/wizard.ts holds the rules). */
function WizardFields({ offer }: { offer: ModeratedOfferDetail }) {
  const categories = useCategoryChoices();
  const entryLocation = useWatch({ name: 'entry_location' }) as string | undefined;
  const { type } = offer;
  const official = offer.owner_official || Boolean(offer.form?.contact_url);
  return (
    <>
      <TextInput source="title" fullWidth required={type !== 'spot'} />
      <TextInput source="description" fullWidth multiline minRows={3} required={type !== 'place'} />
      <AutocompleteArrayInput source="categories" choices={categories} fullWidth />
      <Stack direction="row" spacing={2}>
        <TextInput source="street" />
        <TextInput source="street_number" />
        <TextInput source="zipcode" />
        <TextInput source="city" />
      </Stack>
      {type === 'entry' && (
        <SelectInput source="entry_location" choices={choicesOf(['new', 'spot'], 'locations')} />
      )}
      {type === 'entry' && entryLocation === 'spot' && <NumberInput source="spot_id" />}
      <PointInput />
      <TextInput source="image" fullWidth />
      {type !== 'place' && <BooleanInput source="free_offer" />}
      <BooleanInput source="barrier_free" />
      {type !== 'place' && official && <TextInput source="contact_url" fullWidth />}
      {type === 'entry' && (
        <>
          <BooleanInput source="contact_mail" />
          <CheckboxGroupInput
            source="targetgroup"
            choices={choicesOf(targetGroups, 'targetgroups')}
          />
          <TimeInputs />
        </>
      )}
    </>
  );
}

/** What the offer is and where visitors see it. */
function Summary({ offer }: { offer: ModeratedOfferDetail }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <Typography component="h2" variant="h5">
        {offer.title || offer.slug}
      </Typography>
      <Typography>
        {translate(`backend.offers.types.${offer.type}`)}
        {offer.owner ? ` · ${offer.owner}` : ''}
        {offer.district ? ` · ${offer.district}` : ''}
      </Typography>
      {offer.hidden_reason !== null && (
        <Alert severity="warning">
          {translate('backend.offers.hidden_notice', { reason: offer.hidden_reason })}
        </Alert>
      )}
      <Link href={publicPathOf(offer)} target="_blank" rel="noopener">
        {translate('backend.offers.open_public')}
      </Link>
      <OfferActions offer={offer} />
    </Stack>
  );
}

function OfferEditBody() {
  const record = useRecordContext<ModeratedOfferDetail>();
  const translate = useTranslate();
  // The form edits the wizard's values; the record around them is the list's row.
  const values = useMemo(() => (record?.form ? { ...record.form, id: record.id } : null), [record]);
  if (!record) return null;
  return (
    <>
      <Summary offer={record} />
      {values ? (
        <SimpleForm
          record={values}
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <Typography component="h2" variant="h6">
            {translate('backend.offers.details')}
          </Typography>
          <WizardFields offer={record} />
        </SimpleForm>
      ) : (
        <Alert severity="info" sx={{ m: 2 }}>
          {translate('backend.offers.not_wizard')}
        </Alert>
      )}
    </>
  );
}

/** One offer: the wizard's fields, its point, and the moderators' actions (decision 040). */
export function OfferEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} actions={false}>
      <OfferEditBody />
    </Edit>
  );
}
