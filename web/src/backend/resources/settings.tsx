import { NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { Typography } from '@mui/material';
import { VersionedEdit } from '../inputs.tsx';

const heading = (text: string) => (
  <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
    {text}
  </Typography>
);

/** The content bundle's settings: one record with its own version. */
export function SettingsEdit() {
  return (
    <VersionedEdit resource="settings" id="site" redirect={false}>
      <SimpleForm>
        <TextInput source="site_name" required fullWidth />
        <TextInput source="site_description" multiline fullWidth />
        {heading('Consent')}
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
        {heading('Social')}
        <TextInput source="social.facebook" fullWidth />
        <TextInput source="social.instagram" fullWidth />
        <TextInput source="social.youtube" fullWidth />
        <TextInput source="social.tiktok" fullWidth />
        {heading('App stores')}
        <TextInput source="app_store.ios" fullWidth parse={(v: string) => v || null} />
        <TextInput source="app_store.android" fullWidth parse={(v: string) => v || null} />
        {heading('Redirects')}
        <TextInput source="redirects.playnow" fullWidth />
        <TextInput source="redirects.olympia" fullWidth />
        <TextInput source="redirects.bewegungsbericht" fullWidth />
        {heading('Contact')}
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
