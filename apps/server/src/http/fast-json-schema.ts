/** A JSON Schema node, as the zod converter makes them. */
type Node = { [keyword: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keywords that would make fast-json-stringify write something else than JSON.stringify of the same value:
 * `required` throws on an absent key where JSON.stringify leaves it out, `default` writes a value that is
 * not there, `format` writes Date objects its own way. None changes what a valid answer holds.
 */
const DROPPED = new Set(['required', 'default', 'format', 'propertyNames', '$schema']);

/** One branch of a union of strings (a literal, an enum, a formatted string) is written as a string. */
const isString = (node: Node) => node.type === 'string';
const isNull = (node: Node) => node.type === 'null';

/**
 * `anyOf` as fast-json-stringify writes it without validating each value against each branch (which it does
 * with ajv, per value): a union of strings is a string, and "X or null" is X, nullable.
 */
function withoutAnyOf(node: Node, branches: Node[]): Node {
  const { anyOf: _, ...rest } = node;
  const values = branches.filter((b) => !isNull(b));
  const single =
    values.length > 0 && values.every(isString) ? { type: 'string' } : values.length === 1 ? values[0] : null;
  if (!single) return { ...rest, anyOf: branches };
  return values.length < branches.length ? { ...rest, ...single, nullable: true } : { ...rest, ...single };
}

function adapt(node: Node): Node | null {
  if ('$ref' in node) return null;
  const out: Node = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (DROPPED.has(keyword)) continue;
    if (keyword === 'properties' && isNode(value)) {
      const properties: Node = {};
      for (const [key, property] of Object.entries(value)) {
        const adapted = isNode(property) ? adapt(property) : null;
        if (!adapted) return null;
        properties[key] = adapted;
      }
      out.properties = properties;
    } else if ((keyword === 'items' || keyword === 'additionalProperties') && isNode(value)) {
      const adapted = adapt(value);
      if (!adapted) return null;
      out[keyword] = adapted;
    } else if (keyword === 'anyOf' && Array.isArray(value)) {
      const branches = value.map((b) => (isNode(b) ? adapt(b) : null));
      if (branches.some((b) => b === null)) return null;
      Object.assign(out, withoutAnyOf(out, branches as Node[]));
    } else out[keyword] = value;
  }
  return out;
}

/**
 * A response's JSON Schema (from the OpenAPI converter) made ready for fast-json-stringify, which then writes
 * what JSON.stringify writes of the declared properties. Null when it refers to a shared schema (`$ref`).
 */
export function forFastJson(schema: unknown): Node | null {
  return isNode(schema) ? adapt(schema) : null;
}
