import { useSearchParams } from 'react-router';
import { formOutcomeParam, readFormOutcome } from '../../../../domain/shared/form-outcome.ts';
import { textOf, useTranslation } from '../../lib/i18n.ts';
import { Alert } from '../ui/alert.tsx';

type Props = {
  /** The form's field labels: a field's message is said with the field's name. */
  labels?: Record<string, string>;
};

/**
 * What the server answered to the form sent as a plain HTML form (without JavaScript, or
 * before the app took over): its message, from the page's address. Rendered on the server,
 * so it shows without the app.
 */
export function FormOutcomeAlert({ labels = {} }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const outcome = readFormOutcome(params.get(formOutcomeParam));
  if (!outcome || outcome.sent) return null;
  const message = textOf(t, outcome.message);
  const label = labels[outcome.field];
  return <Alert tone="error">{label ? `${label}: ${message}` : message}</Alert>;
}
