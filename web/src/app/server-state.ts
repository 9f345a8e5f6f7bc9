import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Locale } from '../../../domain/shared/locale.ts';

/** What a server-rendered page hands the browser so hydration starts where the server ended. */
export type ServerState = {
  locale: Locale;
  queries: DehydratedState;
  router: Pick<HydrationState, 'loaderData' | 'actionData'>;
};

/** Id of the `<script type="application/json">` holding the state (data, never run). */
export const serverStateId = 'app-state';

export const serverState = {
  /** JSON safe inside a script element: no `<` can end it early. */
  write: (state: ServerState): string => JSON.stringify(state).replace(/</g, '\\u003c'),
  read(): ServerState | undefined {
    const text = document.getElementById(serverStateId)?.textContent;
    return text ? (JSON.parse(text) as ServerState) : undefined;
  },
};
