import { z } from 'zod';

/** RFC 9457 problem details, as every error of the API is shaped. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export interface ListResult<T> {
  items: T[];
  total: number;
  /** `total` is an estimate ("about N"): more records match than the server counts exactly. */
  estimated?: true;
  page: number;
  pageSize: number;
  /** Cursors of the page's last and first records (`after` / `before` of the next and previous pages). */
  next?: string;
  prev?: string;
}
