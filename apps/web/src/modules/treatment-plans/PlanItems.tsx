import { treatmentPlanItems } from '@chairside/domain';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { RelatedRecords } from '../../resources/RelatedRecords';
import { ResourceSummary } from '../../resources/ResourceSummary';
import type { ResourceRecord } from '../../resources/types';

/**
 * A plan's procedures by tooth: its total, accepted total and what is done,
 * then the procedures (their status edited in the grid: Completed charts it).
 */
export function PlanItems({ record }: { record: ResourceRecord }) {
  const fixed = useMemo(() => ({ plan: String(record.id) }), [record.id]);
  const selection = useMemo(() => ({ filters: fixed }), [fixed]);
  return (
    <Box sx={{ mt: 2 }}>
      <ResourceSummary def={treatmentPlanItems} selection={selection} />
      <RelatedRecords
        def={treatmentPlanItems}
        fixedFilters={fixed}
        title="Procedures"
        createLabel="Add Procedure"
        defaults={{ plan: record.id }}
        pageOf={(id) => `/treatment-plan?view=${record.id}&item=${id}`}
        canCreate={!record.archivedAt}
      />
    </Box>
  );
}
