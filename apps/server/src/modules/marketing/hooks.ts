import { MARKETING_MESSAGES } from '@chairside/domain';
import { HttpProblem } from '../../http/problem.js';
import type { ResourceHooks } from '../../resources/hooks.js';

/** A sent campaign is a record of what went out: it is no longer edited (Duplicate makes a new one). */
export const campaignHooks: ResourceHooks = {
  async beforeWrite(values, { before }) {
    if (before?.status === 'Sent') throw new HttpProblem(409, MARKETING_MESSAGES.locked);
    return values;
  },
};
