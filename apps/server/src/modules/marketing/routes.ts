import {
  audienceCountSchema,
  audienceOf,
  audiencePreviewSchema,
  campaignMetricsSchema,
  campaignSendResultSchema,
  idParamSchema,
  marketingCampaigns,
} from '@chairside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/problem.js';
import { ResourceRepository } from '../../resources/repository.js';
import { readSettings } from '../../settings/store.js';
import { countAudience } from './audience.js';
import { campaignMetrics } from './metrics.js';
import { sendCampaign } from './send.js';

/** What campaigns add to the generic routes: the audience counted in SQL, and sending through the outbox. */
export const marketingRoutes: FastifyPluginAsyncZod<{ database: Database; config: Pick<Config, 'publicUrl'> }> = async (
  app,
  { database, config },
) => {
  const repo = new ResourceRepository(marketingCampaigns);
  const tags = [marketingCampaigns.name];
  const read = marketingCampaigns.permissions.read ?? 'signedIn';
  const write = marketingCampaigns.permissions.write ?? 'signedIn';

  app.post(
    '/audience',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Count the patients an audience matches (before it is saved)',
        description: 'Live patients matching every criterion given, and how many of them have an email address.',
        body: audiencePreviewSchema,
        response: { 200: audienceCountSchema },
      },
    },
    async (request) => countAudience(database.rows, request.body.targetAudience ?? {}),
  );

  app.get(
    '/:id/audience',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'Count the patients a campaign’s audience matches today',
        params: idParamSchema,
        response: { 200: audienceCountSchema },
      },
    },
    async (request) => {
      const campaign = await repo.get(database.rows, request.params.id);
      if (!campaign) throw notFound('The campaign');
      return countAudience(database.rows, audienceOf(campaign.targetAudience));
    },
  );

  app.post(
    '/:id/send',
    {
      config: { access: write, problems: [409] },
      schema: {
        tags,
        summary: 'Send a campaign: one outbox message per matching patient with an email address',
        description:
          'Marks the campaign Sent with its audience size, the messages queued and the patients skipped for ' +
          'want of an email address. 409 when it was already sent (with `sentAt`) or is cancelled; 422 when no ' +
          'matching patient has an email address.',
        params: idParamSchema,
        response: { 200: campaignSendResultSchema },
      },
    },
    async (request) => {
      const settings = await readSettings(database);
      // Tracked links lead back to this server: its public address, else the one the request came to.
      const baseUrl = (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
      return database.transaction((rows) => sendCampaign(rows, request.params.id, request.user, settings, baseUrl));
    },
  );

  app.get(
    '/:id/metrics',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'What a campaign achieved: sent, delivered, failed, opened, clicked and converted',
        description:
          'Counted from its outbox messages, the opens and clicks recorded through its tracked links (when the ' +
          'clinic tracks engagement) and the appointments its delivered recipients booked within the ' +
          'conversion window of the settings. Rates are percentages of the delivered messages (null when none was).',
        params: idParamSchema,
        response: { 200: campaignMetricsSchema },
      },
    },
    async (request) => {
      const settings = await readSettings(database);
      const metrics = await campaignMetrics(database.rows, request.params.id, settings.marketing.conversionDays);
      if (!metrics) throw notFound('The campaign');
      return metrics;
    },
  );
};
