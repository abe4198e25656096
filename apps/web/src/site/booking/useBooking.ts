import type { BookingOptions, BookingSlots } from '@chairside/domain';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/client';

/** The clinics and doctors a visitor may choose. */
export function useBookingOptions() {
  return useQuery({ queryKey: ['booking', 'options'], queryFn: () => get<BookingOptions>('/booking/options') });
}

/** A doctor's free times at a clinic over some days; nothing asked until both are chosen. */
export function useBookingSlots(q: { doctor: number | null; clinic: number | null; from: string; to: string }) {
  return useQuery({
    queryKey: ['booking', 'slots', q],
    queryFn: () => get<BookingSlots>('/booking/slots', { ...q, doctor: q.doctor ?? 0, clinic: q.clinic ?? 0 }),
    // No previous week's times while the next loads: a time must be chosen from the days shown.
    enabled: q.doctor !== null && q.clinic !== null,
  });
}
