import type { AnyResource, FieldDef } from '@chairside/domain';

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * The value of a `files` field as the record lists it, read with the record
 * (alias "t"): `[{ id, name, type, size, uploadedAt }]` in upload order, from
 * the `files` index on (resource, record_id, field). Names come from the
 * definition, never from a request.
 */
export function filesExpression(def: AnyResource, key: string, field: FieldDef): string | undefined {
  if (field.kind !== 'files') return undefined;
  const entry = `json_build_object('id', f.id, 'name', f.filename, 'type', f.mime, 'size', f.size,
    'uploadedAt', to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
  return `coalesce((select json_agg(${entry} order by f.id) from files f
    where f.resource = ${literal(def.name)} and f.record_id = t.id and f.field = ${literal(key)}), '[]'::json)`;
}
