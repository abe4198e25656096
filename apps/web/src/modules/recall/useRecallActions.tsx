import { RECALL_CALL_FIELDS, type RecallCallBody, type RecallRow, today } from '@chairside/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useTranslation } from '../../i18n/useTranslation';
import { ConfirmDialog } from '../../resources/ConfirmDialog';
import { problemMessage } from '../../resources/errors';
import { FieldsDialog } from '../../resources/FieldsDialog';
import { useToast } from '../../shell/toast';
import { APPOINTMENT_PAGES } from '../appointments/pages';
import { firstFreeSlot, useRecordCall, useSendRecall } from './api';

/**
 * The recall list's row actions: send a message (a second one for the same due date asks first:
 * the server's 409 becomes the question), record a call, and book on the usual doctor's first free
 * slot. `dialogs` is drawn once by the page.
 */
export function useRecallActions(): {
  send(row: RecallRow): void;
  call(row: RecallRow): void;
  book(row: RecallRow): Promise<void>;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const sender = useSendRecall();
  const caller = useRecordCall();
  const [again, setAgain] = useState<{ row: RecallRow; detail: string } | null>(null);
  const [calling, setCalling] = useState<RecallRow | null>(null);

  const send = async (row: RecallRow, confirmed = false) => {
    try {
      await sender.mutateAsync({ patient: row.patient, recallType: row.recallType, again: confirmed });
      setAgain(null);
      toast.success(t('Recall message queued'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && !confirmed)
        setAgain({ row, detail: error.problem.detail ?? '' });
      else {
        setAgain(null);
        toast.error(problemMessage(error));
      }
    }
  };

  const book = async (row: RecallRow) => {
    const base = { patient: row.patient, recallType: row.recallType };
    if (row.doctor === null) {
      navigate(APPOINTMENT_PAGES.book(base));
      return;
    }
    try {
      const slot = await firstFreeSlot(row.doctor, row.clinic, today());
      navigate(
        APPOINTMENT_PAGES.book({
          ...base,
          doctor: row.doctor,
          clinic: row.clinic ?? undefined,
          ...(slot ? { date: slot.date, start: slot.start } : {}),
        }),
      );
    } catch (error) {
      toast.error(problemMessage(error));
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={again !== null}
        title="Send the recall message again?"
        message={again?.detail ?? ''}
        detail={again ? `${again.row.patientName} · ${again.row.recallTypeName}` : undefined}
        confirmLabel="Send again"
        busy={sender.isPending}
        onConfirm={() => again && void send(again.row, true)}
        onCancel={() => setAgain(null)}
      />
      {calling && (
        <FieldsDialog
          open
          title="Record Call"
          subject={`${calling.patientName} · ${calling.recallTypeName}${calling.phone ? ` · ${calling.phone}` : ''}`}
          fields={RECALL_CALL_FIELDS}
          initial={{ outcome: null, note: null }}
          submitLabel="Save"
          onSubmit={async (values) => {
            await caller.mutateAsync({
              patient: calling.patient,
              recallType: calling.recallType,
              outcome: values.outcome as RecallCallBody['outcome'],
              note: typeof values.note === 'string' ? values.note : undefined,
            });
            setCalling(null);
            toast.success(t('Call recorded'));
          }}
          onClose={() => setCalling(null)}
        />
      )}
    </>
  );
  return { send: (row) => void send(row), call: setCalling, book, dialogs };
}
