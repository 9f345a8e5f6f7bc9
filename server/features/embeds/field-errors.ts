type Issue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

/**
 * The field errors of a failed query validation, keyed as the portal's 422 answers key them
 * (the error handler's rule: the issue's path, else its instance path).
 */
export function fieldErrorsOf(error: Error & { validation?: unknown }): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const issues = Array.isArray(error.validation) ? (error.validation as Issue[]) : [];
  for (const issue of issues) {
    const path = issue.params?.issue?.path;
    const field =
      path && path.length
        ? path.map(String).join('.')
        : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[field] ??= []).push(issue.message ?? 'invalid');
  }
  if (Object.keys(errors).length === 0) errors._ = [error.message];
  return errors;
}
