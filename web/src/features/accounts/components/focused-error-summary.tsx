import { useEffect, useRef, type ComponentProps } from 'react';
import { FormErrorSummary } from './form-error-summary.tsx';

type Props = ComponentProps<typeof FormErrorSummary> & {
  /** Bumped on every failed submit: the block takes focus each time, also with the same errors. */
  attempt: number;
};

/**
 * The form's error block, focused after a failed submit so keyboard and screen-reader users
 * start from the summary of what to fix (the sign-in forms' rule: focus moves to the errors).
 */
export function FocusedErrorSummary({ attempt, ...summary }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      <FormErrorSummary {...summary} />
    </div>
  );
}
