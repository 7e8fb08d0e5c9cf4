import {describe, expect, it} from 'vitest';
import {formatUtcDate} from '../../src/theme/LastUpdated/formatDate';

// The theme's format, which the ejected LastUpdated must keep writing.
const theme = new Intl.DateTimeFormat('en', {
  calendar: 'gregory',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('formatUtcDate', () => {
  it('writes what the theme Intl.DateTimeFormat writes, every day of several years', () => {
    const start = Date.UTC(2023, 0, 1);
    for (let day = 0; day < 4 * 366; day += 1) {
      // Late in the UTC day: a local-time formatter would already show the next day.
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000 + 59 * 60_000);
      expect(formatUtcDate(date)).toBe(theme.format(date));
    }
  });

  it('uses UTC, not the local time zone', () => {
    expect(formatUtcDate(new Date('2026-11-25T23:30:00-05:00'))).toBe('Nov 26, 2026');
  });
});
