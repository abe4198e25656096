import { chartEntries, type QuickChartCommand, today } from '@chairside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, del, post } from '../../api/client';
import { submissionKeys } from '../../api/useSubmissionKey';
import { useTranslation } from '../../i18n/useTranslation';
import { problemMessage } from '../../resources/errors';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';
import { useToast } from '../../shell/toast';

export const QUICK_CHART_TOASTS = {
  charted: 'Charted on {{count}} teeth',
  chartedOne: 'Charted on 1 tooth',
  partly: 'Charted on {{done}} of {{count}} teeth: {{error}}',
  undone: 'Undone: {{count}} entries archived',
  undoneCompleted: 'Completed work is not undone by archiving: reverse the completion instead.',
  nothingToUndo: 'Nothing to undo',
} as const;

/** The entries one charting action created, for Undo. */
export interface ChartingAction {
  ids: number[];
}

/**
 * Charts one command on each of its teeth (one POST per tooth, one toast) and
 * undoes the last such action by archiving what it created. Completed work is
 * refused by the server (409): it is reversed, not archived, and the toast says so.
 */
export function useQuickChart(patient: number) {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const [last, setLast] = useState<ChartingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => qc.invalidateQueries({ queryKey: resourceKeys.of(chartEntries.name) });

  const chart = async (command: QuickChartCommand): Promise<boolean> => {
    setBusy(true);
    const ids: number[] = [];
    let error: unknown = null;
    const date = today();
    for (const tooth of command.teeth) {
      const body = {
        patient,
        date,
        tooth,
        surfaces: command.surfaces,
        kind: command.kind,
        ...(command.service ? { service: command.service.id } : { condition: command.condition }),
      };
      try {
        const created = await post<ResourceRecord>(`/${chartEntries.name}`, body, submissionKeys().headersFor(body));
        ids.push(Number(created.id));
      } catch (e) {
        error = e;
        break;
      }
    }
    setBusy(false);
    if (ids.length) setLast({ ids });
    await refresh();
    const count = command.teeth.length;
    if (error) toast.error(t(QUICK_CHART_TOASTS.partly, { done: ids.length, count, error: t(problemMessage(error)) }));
    else toast.success(count === 1 ? t(QUICK_CHART_TOASTS.chartedOne) : t(QUICK_CHART_TOASTS.charted, { count }));
    return !error;
  };

  const undo = async () => {
    if (!last) {
      toast.info(t(QUICK_CHART_TOASTS.nothingToUndo));
      return;
    }
    setBusy(true);
    let archived = 0;
    let refused = false;
    let failed: unknown = null;
    for (const id of last.ids) {
      try {
        await del(`/${chartEntries.name}/${id}`);
        archived++;
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) refused = true;
        else failed = e;
      }
    }
    setBusy(false);
    setLast(null);
    await refresh();
    if (refused) toast.warning(t(QUICK_CHART_TOASTS.undoneCompleted));
    else if (failed) toast.error(t(problemMessage(failed)));
    else toast.success(t(QUICK_CHART_TOASTS.undone, { count: archived }));
  };

  return { chart, undo, canUndo: last !== null, busy };
}
