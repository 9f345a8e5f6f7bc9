import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rrulePackage from 'rrule';
import { offerApi } from '../../../domain/offers/api-paths.ts';
import type { Schedule } from '../../../domain/offers/types.ts';
import { offers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { entryEvents } from './calendar-routes.ts';

const { rrulestr } = rrulePackage;

/** Unfolds RFC 5545 continuation lines so assertions read whole properties. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('GET an entry’s iCalendar file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { PUBLIC_URL: 'https://portal.example' } });
    await t.database.db.insert(offers).values([
      {
        type: 'entry',
        slug: 'lauftreff-alster',
        title: { de: 'Lauftreff an der Alster', en: 'Running group at the Alster' },
        description: { de: 'Wir laufen, bei jedem Wetter.', en: 'We run, in any weather.' },
        street: 'Schöne Aussicht',
        streetNumber: '1',
        zipcode: '22085',
        city: 'Hamburg',
        latitude: 53.57,
        longitude: 10.01,
        repetition: 'weekly',
        startDate: '2026-05-04',
        endDate: '2026-09-30',
        weekdays: {
          tuesday: { start: '18:00', end: '19:30' },
          thursday: { start: '18:00', end: '19:30' },
        },
      },
      {
        type: 'spot',
        slug: 'basketballplatz',
        title: { de: 'Basketballplatz' },
        description: { de: 'Ein Korb.' },
        latitude: 53.55,
        longitude: 9.99,
      },
    ]);
  });
  afterAll(() => t.close());

  it('answers a calendar with the weekly rule in Hamburg time', async () => {
    const res = await t.app.inject({ method: 'GET', url: offerApi.calendar('lauftreff-alster') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('lauftreff-alster.ics');
    const ics = unfold(res.body);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    // 4 May 2026 is a Monday: the first occurrence is Tuesday the 5th.
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20260505T180000');
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20260505T193000');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20260930T235959Z');
    expect(ics).toContain('SUMMARY:Lauftreff an der Alster');
    expect(ics).toContain('LOCATION:Schöne Aussicht 1\\, 22085 Hamburg');
    expect(ics).toContain(
      'URL;VALUE=URI:https://portal.example/angebot/mitmachen/lauftreff-alster',
    );
    // 22 Tuesdays (5 May to 29 Sep) and 21 Thursdays (7 May to 24 Sep).
    const rule = ics.match(/RRULE:(FREQ=WEEKLY.*)\r\n/)![1]!;
    expect(rrulestr(`DTSTART:20260505T180000Z\nRRULE:${rule}`).all().length).toBe(43);
  });

  it('speaks English with lang=en', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${offerApi.calendar('lauftreff-alster')}?lang=en`,
    });
    const ics = unfold(res.body);
    expect(ics).toContain('SUMMARY:Running group at the Alster');
    expect(ics).toContain(
      'URL;VALUE=URI:https://portal.example/en/angebot/mitmachen/lauftreff-alster',
    );
  });

  it('answers 404 for unknown slugs and for offers that are not entries', async () => {
    for (const slug of ['gibt-es-nicht', 'basketballplatz']) {
      const res = await t.app.inject({ method: 'GET', url: offerApi.calendar(slug) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it('rejects a malformed slug with 422, not 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: offerApi.calendar('Not A Slug!') });
    expect(res.statusCode).toBe(422);
  });
});

describe('entryEvents', () => {
  const text = {
    summary: 'Nachtlauf',
    description: '',
    location: '',
    url: 'https://portal.example',
    updated: new Date('2026-01-01T00:00:00Z'),
  };
  const base: Schedule = {
    repetition: null,
    start: null,
    end: null,
    time_start: null,
    time_end: null,
    weekdays: {},
    monthly_mode: null,
    monthly_value: null,
  };
  const today = { year: 2026, month: 6, day: 1 };

  it('writes a one-off with its times, an end after midnight on the next day', () => {
    const [event] = entryEvents(
      'e',
      { ...base, repetition: 'none', start: '2026-07-12', time_start: '22:00', time_end: '25:00' },
      text,
      today,
    );
    expect(event).toMatchObject({
      start: new Date('2026-07-12T22:00:00Z'),
      end: new Date('2026-07-13T01:00:00Z'),
      local: true,
      allDay: false,
    });
    expect(event?.rrule).toBeUndefined();
  });

  it('starts a monthly rule on its first occurrence from today', () => {
    const events = entryEvents(
      'e',
      {
        ...base,
        repetition: 'monthly',
        monthly_mode: 'weekday',
        monthly_value: '2|3',
        time_start: '19:00',
        time_end: '20:30',
      },
      text,
      today,
    );
    // The second Wednesday of June 2026 is the 10th.
    expect(events).toEqual([
      expect.objectContaining({
        start: new Date('2026-06-10T19:00:00Z'),
        rrule: 'FREQ=MONTHLY;BYDAY=2WE',
      }),
    ]);
  });

  it('lists single nights for a monthly rule that starts after midnight', () => {
    const events = entryEvents(
      'e',
      {
        ...base,
        repetition: 'monthly',
        monthly_mode: 'date',
        monthly_value: '15.',
        time_start: '25:00',
      },
      text,
      today,
    );
    expect(events.length).toBe(12);
    expect(events[0]).toMatchObject({ start: new Date('2026-06-16T01:00:00Z') });
    expect(events.every((e) => e.rrule === undefined)).toBe(true);
  });
});
