import { describe, expect, it } from 'vitest';
import de from '../locales/de.json';
import { splitMessages } from './message-parts.ts';

describe('splitMessages', () => {
  it('puts the shell groups and single shell keys first, everything else in the screens part', () => {
    const { shell, screens } = splitMessages(de);
    expect(Object.keys(shell)).toEqual(
      expect.arrayContaining(['header', 'footer', 'consent', 'home', 'events']),
    );
    expect(shell.events).toEqual({ allDay: de.events.allDay });
    expect(screens).not.toHaveProperty('header');
    expect(screens).toHaveProperty('events');
  });

  it('loses no string: shell and screens together give every key back', () => {
    const { shell, screens } = splitMessages(de);
    const merged = {
      ...screens,
      ...shell,
      events: { ...(screens.events as object), ...(shell.events as object) },
    };
    expect(merged).toEqual(de);
  });
});
