import { clinics } from './clinics.js';
import { medicamentCategories } from './medicament-categories.js';
import type { AnyResource } from './resource.js';

/** Every record type served by the generic resource framework. */
export const RESOURCES = [clinics, medicamentCategories] as const satisfies readonly AnyResource[];

export const resourceByName: ReadonlyMap<string, AnyResource> = new Map(RESOURCES.map((r) => [r.name, r]));
