import { describe, expect, it } from 'vitest';
import { openingHoursRows, openingHoursSummary } from './opening-hours';

const hours = [
  { days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' },
  { days: [6], open: '10:00', close: '14:00' },
];

describe('opening hours', () => {
  it('groups consecutive days and lists the closed ones, in the visitor language', () => {
    expect(openingHoursRows(hours, 'ro')).toEqual([
      { days: 'Luni – vineri', time: '09:00 – 18:00' },
      { days: 'Sâmbătă', time: '10:00 – 14:00' },
      { days: 'Duminică', time: null },
    ]);
    expect(openingHoursRows(hours, 'en')[0]).toEqual({ days: 'Monday – Friday', time: '09:00 – 18:00' });
  });

  it('lists days that are not consecutive one by one', () => {
    expect(openingHoursRows([{ days: [1, 3], open: '08:00', close: '12:00' }], 'en')[0]?.days).toBe(
      'Monday, Wednesday',
    );
  });

  it('summarises the open days on one line for running text', () => {
    expect(openingHoursSummary(hours, 'ro')).toBe('luni – vineri 09:00–18:00, sâmbătă 10:00–14:00');
  });
});
