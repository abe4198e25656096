import { MARKETING_MESSAGES } from '@chairside/domain';
import { HttpProblem, invalid } from '../../http/problem.js';
import type { ResourceHooks } from '../../resources/hooks.js';

/**
 * A sent campaign is a record of what went out: it is no longer edited
 * (Duplicate makes a new one). Sent is the server's to set, when it sends.
 * Checked here rather than as a rule of the definition, so that an edit of a
 * sent campaign is told why (409) before anything about its fields.
 */
export const campaignHooks: ResourceHooks = {
  async beforeWrite(values, { before }) {
    if (before?.status === 'Sent') throw new HttpProblem(409, MARKETING_MESSAGES.locked);
    if (values.status === 'Sent') throw invalid('status', MARKETING_MESSAGES.notByHand);
    return values;
  },
};
