import { useEffect, useState } from 'react';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { backendApiBase } from '../../../../domain/backend/api.ts';
import { backendCall } from '../data-provider.ts';

type Summary = { confirmed: number; pending: number };

/** Subscriber count and the CSV of confirmed subscribers (editors and admins). */
export function NewsletterPanel() {
  const translate = useTranslate();
  const [summary, setSummary] = useState<Summary>();
  useEffect(() => {
    void backendCall<{ data: Summary }>('newsletter').then((r) => setSummary(r.data));
  }, []);
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="resources.newsletter.name" />
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('resources.newsletter.name')}
        </Typography>
        <Typography>
          {translate('backend.moderation.newsletter_confirmed')}:{' '}
          <strong>{summary?.confirmed ?? '–'}</strong>
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {translate('backend.moderation.newsletter_pending')}:{' '}
          <strong>{summary?.pending ?? '–'}</strong>
        </Typography>
        {/* A plain download: the session cookie goes along, the file never passes the app. */}
        <Button variant="contained" href={`${backendApiBase}/newsletter/subscribers.csv`} download>
          {translate('backend.moderation.newsletter_export')}
        </Button>
      </CardContent>
    </Card>
  );
}
