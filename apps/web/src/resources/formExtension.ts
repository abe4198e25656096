import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import type { FormValues } from './formValues';
import type { ResourceRecord } from './types';

export interface FormExtensionProps {
  /** The form's values, to watch (`useWatch`). */
  control: Control<FormValues, unknown, FormValues>;
  /** The record being edited; absent for a new one. */
  record?: ResourceRecord;
  /**
   * Stop the form from saving, saying why (English, translated), until
   * released with null: a likely duplicate not yet confirmed. `waiting`: the
   * hold is a check under way, and a Save pressed meanwhile goes on when it ends.
   */
  hold(reason: string | null, waiting?: boolean): void;
  /** Set one value of the form by its path (`items.0.unitPrice`), as if typed: an invoice line's fee on service pick. */
  setValue(path: string, value: unknown): void;
}

/**
 * What a module adds inside a record type's generic form: a component that
 * reads the values as they are typed (the allergy warnings of a prescription
 * being written, the likely duplicates of a new patient) and may hold the save.
 */
export interface FormExtension {
  /** Shown after the form's section of this title; before the first section when absent. */
  after?: string;
  Component: ComponentType<FormExtensionProps>;
}
