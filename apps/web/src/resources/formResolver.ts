import { type AnyResource, createSchema, requiredMessage, writableFields } from '@chairside/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type FormValues, toApiValues } from './formValues';

/**
 * Validates the form with the resource's create schema (the server's rules),
 * applied to the values as the API will receive them. A required field left
 * empty always reads "<Label> is required", whatever its kind's schema says
 * about a missing value.
 */
export function formResolver(def: AnyResource): Resolver<FormValues, unknown, FormValues> {
  const validate = zodResolver(createSchema(def));
  return async (values, context, options) => {
    const body = toApiValues(def, values);
    const result = await validate(body, context, options);
    const missing = writableFields(def).filter(([key, field]) => field.required && body[key] === undefined);
    if (missing.length === 0) return result;
    const errors: FieldErrors<FormValues> = { ...result.errors };
    for (const [key, field] of missing) errors[key] = { type: 'required', message: requiredMessage(field) };
    return { values: {}, errors };
  };
}
