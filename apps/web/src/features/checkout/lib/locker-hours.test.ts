import { describe, expect, it } from 'vitest';
import { groupOpeningHours, isNonstop } from './locker-hours';

const day = (zi: number, de_la: string, pana_la: string) => ({ zi, de_la, pana_la });

describe('opening hours', () => {
  it('joins consecutive days with the same hours, a missing day breaking the run', () => {
    const week = [1, 2, 3, 4, 5].map((d) => day(d, '08:00', '20:00'));
    expect(groupOpeningHours([day(6, '09:00', '14:00'), ...week])).toEqual([
      { from: 1, to: 5, opens: '08:00', closes: '20:00' },
      { from: 6, to: 6, opens: '09:00', closes: '14:00' },
    ]);
    expect(groupOpeningHours([day(1, '08:00', '20:00'), day(3, '08:00', '20:00')])).toEqual([
      { from: 1, to: 1, opens: '08:00', closes: '20:00' },
      { from: 3, to: 3, opens: '08:00', closes: '20:00' },
    ]);
  });

  it('shows a day open twice on its own', () => {
    expect(
      groupOpeningHours([day(1, '08:00', '12:00'), day(2, '08:00', '12:00'), day(2, '13:00', '17:00')]),
    ).toEqual([
      { from: 1, to: 1, opens: '08:00', closes: '12:00' },
      { from: 2, to: 2, opens: '08:00', closes: '12:00' },
      { from: 2, to: 2, opens: '13:00', closes: '17:00' },
    ]);
  });

  it('calls a point open all day on all seven days nonstop, and nothing less', () => {
    const allWeek = [1, 2, 3, 4, 5, 6, 7].map((d) => day(d, '00:00', d === 7 ? '24:00' : '23:59'));
    expect(isNonstop(allWeek)).toBe(true);
    expect(isNonstop(allWeek.slice(0, 6))).toBe(false);
    expect(isNonstop([...allWeek.slice(0, 6), day(7, '08:00', '23:59')])).toBe(false);
    expect(isNonstop([])).toBe(false);
  });
});
