import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  efacturaDeadline,
  isRomanianPublicHoliday,
  isWorkingDay,
  orthodoxEaster,
  workingDaysLeft,
} from './working-days';

describe('orthodoxEaster', () => {
  it.each([
    [2023, '2023-04-16'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    // Easter falling on the same Sunday in both churches.
    [2017, '2017-04-16'],
  ])('is on the day the Romanian Orthodox Church keeps in %i', (year, day) => {
    expect(orthodoxEaster(year)).toBe(day);
  });

  it('refuses years where Julian and Gregorian calendars differ by other than 13 days', () => {
    expect(() => orthodoxEaster(1899)).toThrow(RangeError);
    expect(() => orthodoxEaster(2100)).toThrow(RangeError);
  });
});

describe('isRomanianPublicHoliday', () => {
  it.each([
    '2026-01-01',
    '2026-01-02',
    '2026-01-06',
    '2026-01-07',
    '2026-01-24',
    '2026-04-10', // Orthodox Good Friday
    '2026-04-12', // Easter Sunday
    '2026-04-13', // Easter Monday
    '2026-05-01',
    '2026-05-31', // Rusalii
    '2026-06-01', // Rusalii Monday and Children's Day
    '2026-08-15',
    '2026-11-30',
    '2026-12-01',
    '2026-12-25',
    '2026-12-26',
    '2024-05-03', // Good Friday 2024
    '2024-06-23', // Rusalii 2024
    '2024-06-24',
    '2027-04-30', // Good Friday 2027
    '2027-05-03', // Easter Monday 2027
    '2027-06-20', // Rusalii 2027
    '2027-06-21',
  ])('%s is a public holiday', (day) => {
    expect(isRomanianPublicHoliday(day)).toBe(true);
  });

  it.each(['2026-04-03', '2026-04-05', '2026-04-06', '2026-05-25', '2026-12-24', '2026-01-25', '2026-08-14'])(
    '%s is not',
    (day) => {
      expect(isRomanianPublicHoliday(day)).toBe(false);
    },
  );

  it('refuses what is not a calendar day', () => {
    expect(() => isRomanianPublicHoliday('2026-02-30')).toThrow(RangeError);
    expect(() => isRomanianPublicHoliday('27.11.2026')).toThrow(RangeError);
  });
});

describe('isWorkingDay', () => {
  it('is Monday to Friday without the holidays', () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-30')).toBe(false); // Monday, Sfântul Andrei
  });
});

describe('addWorkingDays', () => {
  it('counts from the day after and skips weekends', () => {
    expect(addWorkingDays('2026-03-02', 5)).toBe('2026-03-09');
    expect(addWorkingDays('2026-03-06', 1)).toBe('2026-03-09');
    expect(addWorkingDays('2026-03-07', 0)).toBe('2026-03-07');
  });

  it('skips the holidays, Easter included', () => {
    expect(addWorkingDays('2026-04-09', 1)).toBe('2026-04-14');
  });

  it('refuses a negative or fractional count', () => {
    expect(() => addWorkingDays('2026-03-02', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-03-02', 1.5)).toThrow(RangeError);
  });
});

describe('efacturaDeadline', () => {
  it.each([
    // An ordinary week.
    ['2026-03-02', '2026-03-09'],
    // Friday before Sfântul Andrei and the National Day (Monday 30 Nov, Tuesday 1 Dec).
    ['2026-11-27', '2026-12-08'],
    // Over Orthodox Good Friday and Easter Monday.
    ['2026-04-08', '2026-04-17'],
    // Over Christmas, New Year and Boboteaza.
    ['2025-12-23', '2026-01-05'],
    ['2025-12-31', '2026-01-13'],
    // Issued on a Saturday: the term runs from the next working day.
    ['2026-03-07', '2026-03-13'],
  ])('a document of %s reaches RO e-Factura by %s', (issued, deadline) => {
    expect(efacturaDeadline(issued)).toBe(deadline);
  });
});

describe('workingDaysLeft', () => {
  // 2026-12-08 is a Tuesday.
  it('counts the working days up to the deadline', () => {
    expect(workingDaysLeft('2026-12-08', '2026-12-02')).toBe(4);
    expect(workingDaysLeft('2026-12-08', '2026-12-04')).toBe(2);
    expect(workingDaysLeft('2026-12-08', '2026-12-05')).toBe(2);
    expect(workingDaysLeft('2026-12-08', '2026-12-07')).toBe(1);
    expect(workingDaysLeft('2026-12-08', '2026-12-08')).toBe(0);
  });

  it('is negative once the deadline has passed, from the very next day', () => {
    expect(workingDaysLeft('2026-12-08', '2026-12-09')).toBe(-1);
    expect(workingDaysLeft('2026-12-08', '2026-12-10')).toBe(-2);
    // Friday 17 April 2026; the weekend after is already late.
    expect(workingDaysLeft('2026-04-17', '2026-04-18')).toBe(-1);
    expect(workingDaysLeft('2026-04-17', '2026-04-20')).toBe(-1);
    expect(workingDaysLeft('2026-04-17', '2026-04-21')).toBe(-2);
  });
});
