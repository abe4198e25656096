import { z } from 'zod';
import { clockTime } from './fields.js';
import { WEEK_DAYS, type WeekDay } from './week.js';

/** Opening hours of one day: closed, or open from `open` to `close` (24-hour clock). */
export const dayHoursSchema = z
  .strictObject({
    closed: z.boolean(),
    open: clockTime('Opening time must be HH:MM'),
    close: clockTime('Closing time must be HH:MM'),
  })
  .refine((d) => d.closed || d.open < d.close, { message: 'Closing time must be after opening time', path: ['close'] });
export type DayHours = z.infer<typeof dayHoursSchema>;

export const weekHoursSchema = z.strictObject(
  Object.fromEntries(WEEK_DAYS.map((d) => [d, dayHoursSchema])) as Record<WeekDay, typeof dayHoursSchema>,
);
export type WeekHours = z.infer<typeof weekHoursSchema>;
