// The offers feature's second public module: the wizard's point-picking map, MapLibre and all
// (about 300 KB compressed). Import it only from a module that is itself loaded on demand.
export { default as WizardMap } from './wizard/wizard-map.tsx';
