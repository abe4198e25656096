import { appointments } from '@chairside/domain';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceRecord } from '../../resources/types';
import { APPOINTMENT_PAGES } from './pages';

/** The grid's Time column: the visit's start and end. */
const CELLS = {
  startTime: (record: ResourceRecord) => (
    <bdi dir="ltr">
      {String(record.startTime)}–{String(record.endTime)}
    </bdi>
  ),
};

/**
 * Spec 000 §2.11, the appointments grid (`/rendezvous`): the spec's columns,
 * search, filters by doctor, clinic, status and date range, paging, selection
 * and removal; booking, editing and each visit are pages of their own. Opens
 * on the Today view, with the summary's charts below the grid.
 */
export default function AppointmentsPage() {
  // It opens on today's visits (not the furthest booking), the charts under the grid.
  return <ResourcePage def={appointments} pages={APPOINTMENT_PAGES} cells={CELLS} initialView="today" summaryBelow />;
}
