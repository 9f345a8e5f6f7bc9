import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Card, CardContent, Grid, List, ListItem, Typography } from '@mui/material';
import type { Dashboard as DashboardData } from '../../../domain/backend/api.ts';
import { backendCall } from './data-provider.ts';
import { useBackendDateFormat } from './date-field.tsx';

/** What waits for work, and the latest recorded changes. */
export function Dashboard() {
  const translate = useTranslate();
  const formatDate = useBackendDateFormat();
  const [data, setData] = useState<DashboardData>();
  useEffect(() => {
    void backendCall<{ data: DashboardData }>('dashboard').then((r) => setData(r.data));
  }, []);
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="ra.page.dashboard" />
      <Grid size={{ xs: 12, md: 5 }}>
        <Card component="section" aria-labelledby="waiting-heading">
          <CardContent>
            <Typography id="waiting-heading" component="h2" variant="h6">
              {translate('backend.dashboard.waiting')}
            </Typography>
            <List>
              {data &&
                Object.entries(data.waiting).map(([key, count]) => (
                  <ListItem key={key} sx={{ justifyContent: 'space-between' }}>
                    <span>{translate(`backend.dashboard.${key}`)}</span>
                    <strong>{count}</strong>
                  </ListItem>
                ))}
            </List>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card component="section" aria-labelledby="latest-heading">
          <CardContent>
            <Typography id="latest-heading" component="h2" variant="h6">
              {translate('backend.dashboard.latest')}
            </Typography>
            <List>
              {data?.latest.map((entry) => (
                <ListItem key={entry.id}>
                  {formatDate(entry.at)} · {entry.actor} · {entry.action}{' '}
                  {translate(`resources.${entry.resource}.name`, {
                    smart_count: 1,
                    _: entry.resource,
                  })}{' '}
                  #{entry.record_id}: {Object.keys(entry.changes).join(', ')}
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
