import type de from '../locales/de.json';

// Message keys are typed from the German locale file (the reference): t('unknown.key')
// fails the type check instead of showing the key to a visitor.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de };
  }
}
