import { invoices, type ListResult } from '@chairside/domain';
import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../resources/queryKeys';
import type { ResourceRecord } from '../../resources/types';

/**
 * An invoice as the server answered a move (issue, void): put at once in its
 * detail and in every cached page of the list that shows it, so the screen
 * reads the new status (and offers the moves of that status) without waiting
 * for a refetch; then everything is marked stale to fetch the rest (amounts of
 * the summary, other pages) in the background.
 */
export function showInvoice(qc: QueryClient, record: ResourceRecord): Promise<void> {
  qc.setQueryData(resourceKeys.detail(invoices.name, record.id), record);
  qc.setQueriesData<ListResult<ResourceRecord>>({ queryKey: [...resourceKeys.of(invoices.name), 'list'] }, (page) =>
    page?.items.some((r) => r.id === record.id)
      ? { ...page, items: page.items.map((r) => (r.id === record.id ? { ...r, ...record } : r)) }
      : page,
  );
  return qc.invalidateQueries({ queryKey: resourceKeys.all });
}

/** What may be done to an invoice by status: only a draft is edited or deleted; void an issued one without payments. */
export const INVOICE_MOVES = {
  editable: (r: ResourceRecord) => r.status === 'Draft',
  deletable: (r: ResourceRecord) => r.status === 'Draft',
  issuable: (r: ResourceRecord) => r.status === 'Draft',
  voidable: (r: ResourceRecord) => (r.status === 'Draft' || r.status === 'Issued') && r.paid === '0.00',
  /** Paid, in part or in full: a credit note cancels it, and what was paid becomes credit. */
  creditable: (r: ResourceRecord) => r.status === 'Partially Paid' || r.status === 'Paid',
} as const;
