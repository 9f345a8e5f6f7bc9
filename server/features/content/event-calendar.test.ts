import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCalendarPath } from '../../../domain/content/event-calendar.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe("one event's calendar file", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: { offers: 0, articles: 0 },
      config: { PUBLIC_URL: 'https://portal.example' },
    });
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('holds this event only, in the language asked, with the feed’s UID', async () => {
    const all = (await get('/feeds/events.ics')).body.replace(/\r\n /g, '');
    expect(all.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThan(1);
    const slug = all.match(/URL[^:\r\n]*:https:\/\/portal\.example\/events\/([a-z0-9-]+)/)![1]!;

    const res = await get(`${eventCalendarPath(slug)}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}.ics"`);
    const unfolded = res.body.replace(/\r\n /g, '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toMatch(
      new RegExp(`URL[^:\\r\\n]*:https://portal\\.example/en/events/${slug}\\r\\n`),
    );
    const uid = unfolded.match(/UID:(\S+)/)![1]!;
    expect(all).toContain(`UID:${uid}`);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await get(eventCalendarPath('nothing-here'))).statusCode).toBe(404);
  });
});
