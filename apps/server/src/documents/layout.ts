import type { AnyResource, ClinicSettings } from '@chairside/domain';
import type { Rows } from '../db/client.js';
import type { Row } from '../resources/columns.js';
import type { DocumentFormat } from './format.js';
import type { PdfDocumentModel } from './pdf.js';

/** What a record's document is made from: the record (references labelled), the clinic's settings, the format. */
export interface DocumentSource {
  def: AnyResource;
  record: Row;
  settings: ClinicSettings;
  format: DocumentFormat;
  /** To read what the record points at (a certificate's clinic and its address). */
  rows: Rows;
}

/** Lays out one record type's PDF when the field-by-field document does not fit it (a certificate). */
export type DocumentLayout = (source: DocumentSource) => PdfDocumentModel | Promise<PdfDocumentModel>;
