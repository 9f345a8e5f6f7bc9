import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { profileTypes, type ProfileType } from '../../../../domain/accounts/limits.ts';

export type { ProfileType };

// spec/portal.md §4: the active profile comes from the query profileType or the browser's
// stored preference, default user; only users with a club may switch, and a switch is stored.
const storageKey = 'profileType';

const isProfileType = (value: unknown): value is ProfileType =>
  profileTypes.some((type) => type === value);

export function storedProfileType(): ProfileType | undefined {
  try {
    const value = window.localStorage.getItem(storageKey);
    return isProfileType(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function storeProfileType(type: ProfileType) {
  try {
    window.localStorage.setItem(storageKey, type);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export function resolveProfileType(query: string | null, hasClub: boolean): ProfileType {
  if (!hasClub) return 'user';
  if (isProfileType(query)) return query;
  return storedProfileType() ?? 'user';
}

/** The profile shown on home and a setter that stores the choice and updates the query. */
export function useProfileType(hasClub: boolean): [ProfileType, (type: ProfileType) => void] {
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<ProfileType | undefined>();
  const type = hasClub ? (chosen ?? resolveProfileType(params.get('profileType'), true)) : 'user';

  const change = useCallback(
    (next: ProfileType) => {
      if (!hasClub) return;
      storeProfileType(next);
      setChosen(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('profileType', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [hasClub, setParams],
  );

  return [type, change];
}
