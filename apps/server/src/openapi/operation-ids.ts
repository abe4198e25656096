import type { AnyResource } from '@chairside/domain';

/** `diagnoses` → `diagnosis`, `policies` → `policy`, `staff` → `staff`: the one of a plural route segment. */
export function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oses')) return `${word.slice(0, -4)}osis`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** `treatment-plans` → `TreatmentPlans`. */
const pascal = (kebab: string): string =>
  kebab
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * The operationId of a route that names none: its method, then the words of its
 * path, a segment followed by a path parameter in the singular
 * (`POST /api/invoices/:id/issue` → `postInvoiceIssue`, `GET /api/auth/me` → `getAuthMe`).
 * Stable while the route is: it is made of nothing else.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter((s) => s !== '' && s !== 'api');
  const words = segments
    .map((s, i) => {
      if (s.startsWith(':') || s.startsWith('{')) return '';
      const next = segments[i + 1];
      return pascal(next?.startsWith(':') || next?.startsWith('{') ? singular(s) : s);
    })
    .join('');
  return `${method.toLowerCase()}${words}`;
}

/**
 * The operationIds of the routes every record type gets (`listPatients`,
 * `getPatient`, `createPatient`…), named from its route segment so that an
 * integrator can guess them from the path.
 */
export function resourceOperationIds(def: Pick<AnyResource, 'name'>) {
  const many = pascal(def.name);
  const one = pascal(singular(def.name));
  return {
    list: `list${many}`,
    export: `export${many}`,
    summary: `get${many}Summary`,
    analytics: `get${many}Analytics`,
    lookup: `lookup${many}`,
    count: `count${many}`,
    bulkDelete: `bulkDelete${many}`,
    bulkUpdate: `bulkUpdate${many}`,
    removeAll: `removeAll${many}`,
    get: `get${one}`,
    create: `create${one}`,
    replace: `replace${one}`,
    update: `update${one}`,
    delete: `delete${one}`,
    restore: `restore${one}`,
    history: `get${one}History`,
    attachFile: `attach${one}File`,
    downloadFile: `download${one}File`,
    removeFile: `remove${one}File`,
  };
}
