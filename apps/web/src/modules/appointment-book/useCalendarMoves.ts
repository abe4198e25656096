import type { CalendarItem, FreeSlot } from '@chairside/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { GENERIC_ERROR } from '../../resources/errors';
import { useToast } from '../../shell/toast';
import { type BookingProblem, bookingProblemOf } from '../appointments/BookingProblemAlert';
import { type Move, useMoveAppointment } from './useCalendar';

/**
 * Moving visits on a calendar: a drop is saved at once with the version the
 * calendar read; until the calendar is read again the visit shows where it
 * was dropped. A refusal (a clash, outside hours) is kept to be shown with the
 * next free slot; the calendar is read again either way.
 */
export function useCalendarMoves(refetch: () => Promise<unknown>) {
  const { t } = useTranslation();
  const toast = useToast();
  const move = useMoveAppointment();
  const [pending, setPending] = useState<Map<number, Move>>(new Map());
  const [problem, setProblem] = useState<{ item: CalendarItem; problem: BookingProblem } | null>(null);

  const save = async (m: Move) => {
    setProblem(null);
    setPending((p) => new Map(p).set(m.item.id, m));
    try {
      await move.mutateAsync(m);
      toast.success(t('Appointment moved.'));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 422 || 'clash' in error.problem))
        setProblem({ item: m.item, problem: bookingProblemOf(error) });
      else toast.error(t(error instanceof ApiError ? (error.problem.detail ?? GENERIC_ERROR) : GENERIC_ERROR));
    } finally {
      await refetch();
      setPending((p) => {
        const next = new Map(p);
        next.delete(m.item.id);
        return next;
      });
    }
  };

  /** Takes the free slot a refusal offered for the visit it refused. */
  const takeSlot = (slot: FreeSlot) =>
    problem &&
    save({
      item: problem.item,
      appointmentDate: slot.date,
      startTime: slot.start,
      endTime: slot.end,
      doctor: problem.item.doctor,
    });

  return { pending, problem, save, takeSlot, saving: move.isPending };
}
