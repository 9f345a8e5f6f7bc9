import type { ComponentType } from 'react';

// Editors place a named component in a page with the custom-component template. The app
// registers the components at start (app/custom-components.ts), each loading on demand, so
// the content feature renders them without importing the features they come from. The
// server registers them loaded (lazy ones would suspend its render).
const registry = new Map<string, ComponentType>();

export function registerCustomComponents(components: Record<string, ComponentType>) {
  for (const [name, component] of Object.entries(components)) registry.set(name, component);
}

const warned = new Set<string>();

/** The component registered under `name`; an unknown name warns once and gives nothing. */
export function customComponent(name: string): ComponentType | undefined {
  const component = registry.get(name);
  if (!component && !warned.has(name)) {
    warned.add(name);
    console.warn(`Unknown custom component "${name}" in a fragment; it is left out.`);
  }
  return component;
}
