/**
 * Checks a step with the domain's wizard schemas (domain/offers/wizard.ts), the same rules
 * the save call applies. The schemas (and zod) load on the first Next, never with the offer
 * screen (docs/decisions/008-boot-data-unparsed.md).
 */
import type { CreatableType } from '../../../../../domain/offers/constants.ts';
import { errorsFromIssues, type FieldErrors } from '../../../lib/forms/form-errors.ts';
import { stepFields, type WizardStep } from './wizard-steps.ts';

const loadSchemas = () =>
  import('../../../../../domain/offers/wizard.ts').then((m) => m.wizardFormSchemas);

/** Starts the download early (e.g. when the wizard opens), so the first Next is instant. */
export function preloadWizardSchemas() {
  void loadSchemas().catch(() => undefined);
}

/** Fields that belong to the step: the time step owns every field no other step shows. */
function belongsTo(step: WizardStep, field: string): boolean {
  const own = stepFields[step];
  if (own) return own.includes(field);
  if (step !== 'time') return false;
  return !Object.values(stepFields).some((fields) => fields?.includes(field));
}

/**
 * The errors of `step` (message keys by field), or of every step when `step` is 'all' (the
 * final check before saving). Empty when the step is fine.
 */
export async function validateStep(
  type: CreatableType,
  body: Record<string, unknown>,
  step: WizardStep | 'all',
): Promise<FieldErrors> {
  const schemas = await loadSchemas();
  const result = schemas[type].safeParse(body);
  if (result.success) return {};
  const issues =
    step === 'all'
      ? result.error.issues
      : result.error.issues.filter((issue) => belongsTo(step, String(issue.path[0] ?? '')));
  return errorsFromIssues(issues);
}
