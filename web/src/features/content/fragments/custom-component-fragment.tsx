import { createElement, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Loader } from '../../../components/ui/loader.tsx';
import { customComponent } from '../../../lib/custom-components.ts';
import type { FragmentProps } from './fragment-types.ts';

export function CustomComponentFragment({ fragment }: FragmentProps<'custom-component'>) {
  const { t } = useTranslation();
  // The registry holds module-level lazy components, so their identity never changes.
  const component = customComponent(fragment.content.component);
  if (!component) return null;
  return (
    <Suspense fallback={<Loader label={t('app.loading')} />}>{createElement(component)}</Suspense>
  );
}
