import { describe, expect, it } from 'vitest';
import { spotterCampaignClosesAt, spotterCampaignOpen } from './spotter-campaign.ts';

describe('the Active Spotter campaign period', () => {
  const campaign = { end: '2026-09-30' };

  it('takes participants through the whole last day on Hamburg’s clock', () => {
    expect(spotterCampaignOpen(campaign, new Date('2026-09-30T21:59:00Z'))).toBe(true);
    expect(spotterCampaignOpen(campaign, new Date('2026-09-30T22:00:00Z'))).toBe(false);
    expect(spotterCampaignClosesAt(campaign)?.toISOString()).toBe('2026-09-30T22:00:00.000Z');
  });

  it('runs on without an end', () => {
    expect(spotterCampaignOpen({ end: null }, new Date('2099-01-01T00:00:00Z'))).toBe(true);
    expect(spotterCampaignOpen(undefined)).toBe(true);
  });
});
