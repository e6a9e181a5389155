/**
 * The modules of a course date: its course days. A date of several days (an online or in-person
 * course of more than one day, a specialist-lawyer course over weeks) has one module per eight hours,
 * spread evenly from its first to its last day; the last module takes the remaining hours. A one-day
 * date and self-study have no modules (the date's certificate is the only one). Module ids are 1…n,
 * the same on every call, so a certificate link stays valid.
 */
import type { CourseType } from '../../../shared/types.ts';

export const HOURS_PER_MODULE = 8;

export interface CourseModule {
  moduleId: number;
  date: string;
  hours: number;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function courseModules(courseType: CourseType | null, startDate: string, endDate: string, hours: number | null): CourseModule[] {
  if (courseType === 'SELF' || hours === null || !(hours > 0)) return [];
  const count = Math.ceil(hours / HOURS_PER_MODULE);
  const span = daysBetween(startDate, endDate);
  if (count < 2 || span < 1) return [];
  return Array.from({ length: count }, (_, index) => ({
    moduleId: index + 1,
    date: addDays(startDate, Math.round((index * span) / (count - 1))),
    hours: index < count - 1 ? HOURS_PER_MODULE : Math.round((hours - HOURS_PER_MODULE * (count - 1)) * 10) / 10,
  }));
}
