import { useId, useState, type ChangeEvent } from 'react';
import { HttpError, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { backendApiBase } from '../../../../domain/backend/api.ts';
import type { SummerImportResult } from '../../../../domain/summer/summer-courses.ts';
import {
  summerCsvColumns,
  summerCsvRequiredColumns,
} from '../../../../domain/summer/summer-csv.ts';
import { backendCall } from '../data-provider.ts';

// The programme import (decision 038): choose a file, see per row what would happen, confirm,
// see what happened. The file is read in the browser and sent as text; the server checks it
// again on confirm, so the preview never has to be trusted.

type Step =
  | { kind: 'empty' }
  | { kind: 'checking' }
  | { kind: 'file-errors'; errors: Record<string, string> }
  | { kind: 'failed' }
  | { kind: 'preview'; csv: string; result: SummerImportResult }
  | { kind: 'done'; result: SummerImportResult };

function ResultTable({ result }: { result: SummerImportResult }) {
  const translate = useTranslate();
  const t = (key: string) => translate(key, { _: key });
  return (
    <Table size="small" sx={{ mt: 2 }}>
      <caption>
        {translate(result.dry_run ? 'summer_import.preview' : 'summer_import.result')}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('summer_import.row')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('resources.summer-courses.fields.slug')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('resources.summer-courses.fields.title')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('summer_import.action')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('summer_import.errors')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {result.rows.map((row) => (
          <TableRow key={row.row} data-action={row.action}>
            <TableCell>{row.row}</TableCell>
            <TableCell>{row.slug}</TableCell>
            <TableCell>{row.title}</TableCell>
            <TableCell sx={{ fontWeight: row.action === 'error' ? 700 : 400 }}>
              {translate(`summer_import.actions.${row.action}`)}
            </TableCell>
            <TableCell>
              {Object.entries(row.errors).map(([column, messages]) => (
                <div key={column}>
                  {column}: {messages.map(t).join(', ')}
                </div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Summary({ result }: { result: SummerImportResult }) {
  const translate = useTranslate();
  return (
    <Typography role="status" sx={{ mt: 2 }}>
      {translate('summer_import.summary', {
        created: result.created,
        updated: result.updated,
        failed: result.failed,
      })}
    </Typography>
  );
}

export function SummerImport() {
  const translate = useTranslate();
  const inputId = useId();
  const [step, setStep] = useState<Step>({ kind: 'empty' });

  const send = async (csv: string, dryRun: boolean) => {
    setStep({ kind: 'checking' });
    try {
      const { data } = await backendCall<{ data: SummerImportResult }>('summer-courses/import', {
        method: 'POST',
        body: { csv, dry_run: dryRun },
      });
      setStep(dryRun ? { kind: 'preview', csv, result: data } : { kind: 'done', result: data });
    } catch (error) {
      const errors = (error as HttpError).body?.errors as Record<string, string> | undefined;
      if (error instanceof HttpError && error.status === 422 && errors)
        setStep({ kind: 'file-errors', errors });
      else setStep({ kind: 'failed' });
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await send(await file.text(), true);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="summer_import.title" />
      <CardContent>
        <Typography component="h1" variant="h5">
          {translate('summer_import.title')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, maxWidth: 760 }}>
          {translate('summer_import.intro')}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, maxWidth: 760 }}>
          {translate('summer_import.columns', {
            columns: summerCsvColumns.join(', '),
            required: summerCsvRequiredColumns.join(', '),
          })}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
          <Button variant="contained" component="label" htmlFor={inputId}>
            {translate('summer_import.choose')}
          </Button>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event)}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
            aria-label={translate('summer_import.choose')}
          />
          <Button
            component="a"
            href={`${backendApiBase}/summer-courses/import/example.csv`}
            download
          >
            {translate('summer_import.example')}
          </Button>
        </Stack>

        <Box sx={{ mt: 2 }} aria-live="polite">
          {step.kind === 'empty' && <Typography>{translate('summer_import.none')}</Typography>}
          {step.kind === 'checking' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>{translate('summer_import.checking')}</Typography>
            </Stack>
          )}
          {step.kind === 'failed' && (
            <Alert severity="error">{translate('summer_import.failed')}</Alert>
          )}
          {step.kind === 'file-errors' && (
            <Alert severity="error">
              {translate('summer_import.file_errors')}
              <ul>
                {Object.entries(step.errors).map(([column, message]) => (
                  <li key={column}>
                    {column}: {translate(message, { _: message })}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {step.kind === 'preview' && (
            <>
              <Summary result={step.result} />
              {step.result.created + step.result.updated === 0 ? (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  {translate('summer_import.nothing')}
                </Alert>
              ) : (
                <Button
                  variant="contained"
                  sx={{ mt: 2 }}
                  onClick={() => void send(step.csv, false)}
                >
                  {translate('summer_import.confirm')}
                </Button>
              )}
              <ResultTable result={step.result} />
            </>
          )}
          {step.kind === 'done' && (
            <>
              <Summary result={step.result} />
              <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
                <Button component={Link} to="/summer-courses" variant="contained">
                  {translate('summer_import.to_list')}
                </Button>
                <Button onClick={() => setStep({ kind: 'empty' })}>
                  {translate('summer_import.again')}
                </Button>
              </Stack>
              <ResultTable result={step.result} />
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
