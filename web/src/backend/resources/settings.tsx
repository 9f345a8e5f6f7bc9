import {
  ArrayInput,
  DateInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Toolbar,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { VersionedEdit } from '../inputs.tsx';

function Heading({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
      {translate(`backend.settings.${text}`)}
    </Typography>
  );
}

/** Settings are saved, never deleted. */
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The content bundle's settings: one record with its own version. */
export function SettingsEdit() {
  return (
    <VersionedEdit resource="settings" id="site" redirect={false} title="resources.settings.name">
      <SimpleForm toolbar={saveOnly}>
        <Heading text="site" />
        <TextInput source="site_name" required fullWidth />
        <TextInput source="site_description" multiline fullWidth />
        <Heading text="consent" />
        <SelectInput
          source="consent.variant"
          choices={[
            { id: 'simple', name: 'simple' },
            { id: 'complex', name: 'complex' },
          ]}
        />
        <TextInput source="consent.cookies.essential" />
        <TextInput source="consent.cookies.analytics" />
        <TextInput source="consent.cookies.marketing" />
        <NumberInput source="consent.max_age_days" />
        <Heading text="social" />
        <TextInput source="social.facebook" fullWidth />
        <TextInput source="social.instagram" fullWidth />
        <TextInput source="social.youtube" fullWidth />
        <TextInput source="social.tiktok" fullWidth />
        <Heading text="app_store" />
        <TextInput source="app_store.ios" fullWidth parse={(v: string) => v || null} />
        <TextInput source="app_store.android" fullWidth parse={(v: string) => v || null} />
        <Heading text="redirects" />
        <TextInput source="redirects.playnow" fullWidth />
        <TextInput source="redirects.olympia" fullWidth />
        <TextInput source="redirects.bewegungsbericht" fullWidth />
        <Heading text="contact" />
        <TextInput source="contact.organisation" fullWidth />
        <TextInput source="contact.street" />
        <TextInput source="contact.zipcode" />
        <TextInput source="contact.city" />
        <TextInput source="contact.email" />
        <TextInput source="contact.phone" />
        <NumberInput source="contact.latitude" />
        <NumberInput source="contact.longitude" />
      </SimpleForm>
    </VersionedEdit>
  );
}

/** The summer calendar's seasons (settings record `summer`). */
export function SummerSeasonsEdit() {
  const translate = useTranslate();
  return (
    <VersionedEdit resource="settings" id="summer" redirect={false} title="backend.settings.summer">
      <SimpleForm toolbar={saveOnly}>
        <Heading text="summer" />
        <Typography variant="body2" sx={{ maxWidth: 640, mb: 2 }}>
          {translate('backend.settings.summer_help')}
        </Typography>
        <ArrayInput source="seasons" label="backend.settings.seasons">
          <SimpleFormIterator inline>
            <DateInput source="start" label="backend.settings.start" required />
            <DateInput source="end" label="backend.settings.end" required />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </VersionedEdit>
  );
}
