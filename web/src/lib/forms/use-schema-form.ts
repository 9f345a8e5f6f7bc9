import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { TFunction } from '../i18n.ts';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors as HookFieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitHandler,
} from 'react-hook-form';
import { useTranslation } from '../i18n.ts';
import type { z } from 'zod';
import { RateLimitError, ValidationError } from '../api-errors.ts';
import { validationMessage } from './form-errors.ts';

type Schema = z.ZodType<FieldValues, FieldValues>; // what the resolver accepts

/** What a form says when a call fails for no field's reason. */
export type FailureKeys = {
  /** Any failure that is not a 422 or a 429 (default: 'form.failed'); may depend on it (403). */
  failed?: string | ((error: unknown) => string);
  /** 429 (default: 'form.tooMany'). */
  tooMany?: string;
  /** A 422 whose fields the form does not show (default: 'validation.invalid'). */
  invalid?: string;
};

export type SchemaFormOptions<V extends FieldValues, P extends FieldValues> = {
  defaultValues: DefaultValues<V>;
  /**
   * The domain schema, loaded on first use: zod stays out of the screen's own chunk
   * (decision 008) and arrives while the visitor types (see `preload`).
   */
  schema: () => Promise<z.ZodType<P, unknown>>;
  /** The payload the schema checks, made of the form's values (fixed fields added here). */
  toPayload?: (values: V) => FieldValues;
  /** The form's fields in reading order with their visible labels: summary and focus order. */
  labels: Partial<Record<Path<V>, string>>;
  /** Payload keys the form shows under another field (a copied confirmation, a joined date). */
  folded?: Readonly<Record<string, Path<V>>>;
  /**
   * Checks the schema cannot make on the payload (parts of a field, "required" before "too
   * short"), as message keys; they replace the schema's message for that field.
   */
  check?: (values: V) => Partial<Record<Path<V>, string>>;
  failures?: FailureKeys;
};

const noFolding: Readonly<Record<string, never>> = {};

/**
 * One form: react-hook-form with the domain schema as resolver, server answers (422, 429,
 * anything else) under the fields or as a form message, and an error summary that takes focus
 * after every failed submit (spec/portal.md §8). Messages stay keys until shown, so a
 * language switch re-words them.
 */
export function useSchemaForm<V extends FieldValues, P extends FieldValues>(
  options: SchemaFormOptions<V, P>,
) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { schema, toPayload, labels, check, failures } = options;
  const folded: Readonly<Record<string, Path<V>>> = options.folded ?? noFolding;
  const fieldList = Object.keys(labels).join(' ');
  const fields = useMemo(() => fieldList.split(' ') as Path<V>[], [fieldList]);
  const [attempt, setAttempt] = useState(0);
  const loading = useRef<Promise<Resolver<FieldValues>> | undefined>(undefined);

  // The schema and the resolver that reads it arrive together, on first focus or submit.
  const loadSchema = useCallback(() => {
    loading.current ??= Promise.all([
      schema() as unknown as Promise<Schema>,
      import('@hookform/resolvers/zod'),
    ]).then(([loaded, { zodResolver }]) => zodResolver(loaded) as Resolver<FieldValues>);
    return loading.current;
  }, [schema]);

  const resolver = useMemo<Resolver<V, unknown, P>>(
    () => async (values, context, resolverOptions) => {
      const payload = toPayload ? toPayload(values) : values;
      const result = await (
        await loadSchema()
      )(payload, context, {
        ...resolverOptions,
        shouldUseNativeValidation: false,
      } as never);
      const errors = foldErrors(result.errors as HookFieldErrors, folded);
      const extra: Partial<Record<string, string>> = check?.(values) ?? {};
      for (const [field, message] of Object.entries(extra)) {
        if (message) errors[field] = { type: 'check', message };
      }
      // A payload key no field shows (an id the form adds) still stops the submit, visibly.
      for (const key of Object.keys(errors)) {
        if (fields.includes(key as Path<V>)) continue;
        errors.root ??= { type: 'schema', message: failures?.invalid ?? 'validation.invalid' };
        if (key !== 'root') delete errors[key];
      }
      return Object.keys(errors).length > 0
        ? { values: {}, errors: errors as HookFieldErrors<V> }
        : { values: result.values as unknown as P, errors: {} };
    },
    [toPayload, loadSchema, folded, check, fields, failures],
  );

  const form = useForm<V, unknown, P>({
    defaultValues: options.defaultValues,
    resolver,
    // The summary takes focus, not the first field: one behaviour for every form.
    shouldFocusError: false,
  });

  const fail = useCallback(() => setAttempt((n) => n + 1), []);

  /** A failed call: 422 under the fields it names, 429 and anything else as a form message. */
  const failWith = useCallback(
    (error: unknown) => {
      let message: string | undefined;
      if (error instanceof ValidationError) {
        let shown = false;
        for (const [key, messages] of Object.entries(error.errors)) {
          const field = (folded[key] ?? key) as Path<V>;
          if (!messages[0] || !fields.includes(field)) continue;
          form.setError(field, { type: 'server', message: messages[0] });
          shown = true;
        }
        message = shown ? undefined : (failures?.invalid ?? 'validation.invalid');
      } else if (error instanceof RateLimitError) {
        message = failures?.tooMany ?? 'form.tooMany';
      } else {
        const failed = failures?.failed ?? 'form.failed';
        message = typeof failed === 'function' ? failed(error) : failed;
      }
      if (message) form.setError('root.server', { type: 'server', message });
      fail();
    },
    [folded, failures, form, fail, fields],
  );

  /**
   * The form's onSubmit: validates, then calls `onValid` with the schema's payload; `onInvalid`
   * sees the errors first and may take over (true: the summary is not focused).
   */
  const submit =
    (onValid: SubmitHandler<P>, onInvalid?: (errors: HookFieldErrors<V>) => boolean) =>
    (event?: { preventDefault(): void }) =>
      form.handleSubmit(onValid, (errors) => {
        if (!onInvalid?.(errors)) fail();
      })(event as never);

  /**
   * Props of the <form> element: own validation, schema loading on focus, `submit`. POST, so a
   * form sent before the app has taken over the server's HTML (decision 042) never puts what
   * was typed, a password included, into an address, a history or a log.
   */
  const formProps = (...handlers: Parameters<typeof submit>) => ({
    method: 'post',
    noValidate: true,
    onFocus: () => void loadSchema(),
    onSubmit: (event: { preventDefault(): void }) => void submit(...handlers)(event),
  });

  const fieldId = (field: Path<V>) => `${idPrefix}-${field.replaceAll('.', '-')}`;
  const errors = form.formState.errors;
  const messageOf = (field: Path<V>) => {
    const key = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    return typeof key === 'string' ? validationMessage(t, key) : undefined;
  };

  return {
    form,
    formProps,
    failWith,
    fieldId,
    /** The translated message under a field, if it has one. */
    fieldError: messageOf,
    /**
     * Props of a control: id, label, error and react-hook-form's registration. A checkbox also
     * gets its default as `defaultChecked`, so the server's HTML shows it before the app runs.
     */
    field: (name: Path<V>) => {
      const initial: unknown = get(options.defaultValues, name);
      return {
        id: fieldId(name),
        label: labels[name] ?? name,
        error: messageOf(name),
        ...(typeof initial === 'boolean' ? { defaultChecked: initial } : {}),
        ...form.register(name),
      };
    },
    summary: {
      title: t('form.errorTitle'),
      items: fields.flatMap((field) => {
        const message = messageOf(field);
        return message ? [{ id: fieldId(field), label: labels[field] ?? field, message }] : [];
      }),
      message: formMessageOf(errors.root, t),
      attempt,
    },
  };
}

/** The form-wide message: a server failure (root.server) or a schema problem of no field. */
function formMessageOf(root: HookFieldErrors['root'], t: TFunction): string | undefined {
  const key = root?.server?.message ?? root?.message;
  return typeof key === 'string' ? validationMessage(t, key) : undefined;
}

/** Errors of payload keys the form shows elsewhere move to that field (first one wins). */
function foldErrors(
  errors: HookFieldErrors,
  folded: Readonly<Record<string, string>>,
): Record<string, { type: string; message?: string }> {
  const result: Record<string, { type: string; message?: string }> = {};
  for (const [key, error] of Object.entries(errors)) {
    if (!error) continue;
    const field = folded[key] ?? key;
    result[field] ??= { type: String(error.type ?? 'schema'), message: messageOfError(error) };
  }
  return result;
}

function messageOfError(error: unknown): string | undefined {
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' ? message : undefined;
}
