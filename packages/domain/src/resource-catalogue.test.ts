import { describe, expect, it } from 'vitest';
import { catalogueEntryByName, RESOURCE_CATALOGUE } from './resource-catalogue.js';
import { RESOURCES } from './resources.js';

describe('the resource catalogue', () => {
  it('has one entry per record type, which its definition carries as it is', () => {
    expect(Object.keys(RESOURCE_CATALOGUE)).toHaveLength(RESOURCES.length);
    for (const def of RESOURCES) {
      const entry = catalogueEntryByName.get(def.name);
      expect(entry, def.name).toBeDefined();
      const { name, label, plural, permissions, omitRoutes } = def;
      expect({ name, label, plural, permissions, omitRoutes }, def.name).toEqual({ omitRoutes: undefined, ...entry });
    }
  });

  it('names each record type once', () => {
    expect(catalogueEntryByName.size).toBe(Object.keys(RESOURCE_CATALOGUE).length);
  });
});
