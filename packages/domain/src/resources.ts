import { clinics } from './clinics.js';
import { medicamentCategories } from './medicament-categories.js';
import { operations } from './operations.js';
import { procedures } from './procedures.js';
import type { AnyResource } from './resource.js';

/** Every record type served by the generic resource framework. */
export const RESOURCES = [
  clinics,
  medicamentCategories,
  procedures,
  operations,
] as const satisfies readonly AnyResource[];

export const resourceByName: ReadonlyMap<string, AnyResource> = new Map(RESOURCES.map((r) => [r.name, r]));
