import {
  type ClinicSettings,
  certificates,
  certificateTemplates,
  fillTemplate,
  type GenerateCertificateInput,
} from '@chairside/domain';
import { sql } from 'drizzle-orm';
import type { Rows } from '../../db/client.js';
import { HttpProblem } from '../../http/problem.js';
import type { Row } from '../../resources/columns.js';
import { ResourceRepository } from '../../resources/repository.js';
import { placeholderValues } from './fill.js';

const certificateRepo = new ResourceRepository(certificates);
const templateRepo = new ResourceRepository(certificateTemplates);

export const TEMPLATE_MISSING = 'Template does not exist';

/**
 * Stores a certificate made from a template, inside the caller's transaction:
 * the certificate is inserted (and numbered), then its text is the template
 * filled with what it now holds, number included. Returns the stored record.
 */
export async function insertGeneratedCertificate(
  rows: Rows,
  input: GenerateCertificateInput,
  dateFormat: ClinicSettings['localisation']['dateFormat'],
): Promise<Row> {
  const { templateId, ...values } = input;
  const template = await templateRepo.get(rows, Number(templateId));
  if (!template) throw new HttpProblem(422, TEMPLATE_MISSING, [{ path: 'templateId', message: TEMPLATE_MISSING }]);
  const id = await certificateRepo.insert(rows, values);
  const stored = (await certificateRepo.get(rows, id)) as Row;
  const body = fillTemplate(String(template.content), placeholderValues(stored, dateFormat));
  // Part of the creation, not an edit: the new record keeps its first version.
  await rows(sql`update ${sql.identifier(certificates.table)} set body = ${body} where id = ${id}`);
  return (await certificateRepo.get(rows, id)) as Row;
}
