import { APP_VERSION, certificates, medicaments, now, nowMs, RESOURCES } from '@chairside/domain';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installGuard } from './auth/guard.js';
import { authRoutes } from './auth/routes.js';
import { SessionCache } from './auth/session-cache.js';
import { hearSessionChanges } from './auth/sessions.js';
import { backupRoutes } from './backups/routes.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { documentRoutes } from './documents/routes.js';
import { fileRoutes } from './files/routes.js';
import { installCompression } from './http/compression.js';
import { installErrorHandler, installNotFound } from './http/error-handler.js';
import { loggerOptions, logRequestsAsText } from './http/log-format.js';
import { installNulGuard } from './http/nul-guard.js';
import { namePluginsOnRegister } from './http/plugin-names.js';
import { HttpProblem } from './http/problem.js';
import { databaseRateLimitStore } from './http/rate-limit-store.js';
import { installResponseSerializer } from './http/response-serializer.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { serveWeb } from './http/web-files.js';
import { liveRoutes } from './live/routes.js';
import { availabilityRoutes } from './modules/appointments/availability-routes.js';
import { appointmentRoutes } from './modules/appointments/routes.js';
import { bookingRoutes } from './modules/booking/routes.js';
import { certificateRoutes } from './modules/certificates/routes.js';
import { billCompletedRoutes } from './modules/chart/bill-completed.js';
import { planRoutes } from './modules/chart/plan-routes.js';
import { procedureRoutes } from './modules/chart/procedure-routes.js';
import { quickPickRoutes } from './modules/chart/quick-picks.js';
import { chartRoutes } from './modules/chart/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { dentalImageRoutes } from './modules/dental-images/routes.js';
import { equipmentRoutes } from './modules/equipment/routes.js';
import { resourceHooks } from './modules/hooks.js';
import { insuranceRoutes } from './modules/insurance/routes.js';
import { accountRoutes } from './modules/invoices/account-routes.js';
import { invoiceRoutes } from './modules/invoices/routes.js';
import { marketingRoutes } from './modules/marketing/routes.js';
import { trackingRoutes } from './modules/marketing/tracking-routes.js';
import { messageRoutes } from './modules/messages/routes.js';
import { newsletterRoutes } from './modules/newsletters/routes.js';
import { patientRoutes } from './modules/patients/routes.js';
import { creditRoutes } from './modules/payments/credit-routes.js';
import { perioRoutes } from './modules/perio/routes.js';
import { prescriptionRoutes } from './modules/prescriptions/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { patientRecallRoutes } from './modules/recall/patient-routes.js';
import { recallRoutes } from './modules/recall/routes.js';
import { visitLinkRoutes } from './modules/reminders/link-routes.js';
import { linkBase } from './modules/reminders/mail.js';
import { reminderRoutes } from './modules/reminders/routes.js';
import { ReminderScheduler } from './modules/reminders/scheduler.js';
import { heroRoutes } from './modules/site/hero-routes.js';
import { publicPageHtml } from './modules/site/page-html.js';
import { siteRoutes } from './modules/site/routes.js';
import { seoRoutes } from './modules/site/seo-routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { openapiOptions } from './openapi/document.js';
import { outboxRoutes } from './outbox/routes.js';
import { OutboxSender } from './outbox/sender.js';
import { countRoute } from './resources/count-route.js';
import { resourceRoutes } from './resources/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { userRoutes } from './users/routes.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Fastify's logger; tests pass false. */
  logger?: boolean;
  /** The app's clock for what runs on a timer or expires (reminders and their links); tests move it on. */
  clock?: () => Date;
}

/** Builds the whole HTTP application without listening: tests drive it with inject(). */
export async function buildApp({ config, database, logger = true, clock = now }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config, logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  namePluginsOnRegister(app);
  app.setValidatorCompiler(validatorCompiler);
  installResponseSerializer(app, { validate: config.responseValidation });
  installErrorHandler(app);
  logRequestsAsText(app, config);

  installSecurityHeaders(app, config.https);
  await installCompression(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every server process behind one address sees the same counts.
    store: databaseRateLimitStore(database),
    // An HttpProblem, so that the error handler keeps this detail (a plain object would lose it).
    errorResponseBuilder: (_req, ctx) =>
      new HttpProblem(429, `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`),
  });
  await app.register(swagger, openapiOptions());
  // The browsable docs are public, like the OpenAPI document they show.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' }, staticCSP: true });
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  const sessions = new SessionCache(config.sessionIdleMs, nowMs);
  const stopHearingSessions = await hearSessionChanges(database, sessions);
  app.addHook('onClose', stopHearingSessions);
  app.decorate('sessions', sessions);
  installGuard(app, database, config, sessions);
  installNulGuard(app);

  app.get(
    '/api/health',
    {
      config: { access: 'public', problems: [503] },
      schema: {
        tags: ['health'],
        summary: 'Is the server and its database up',
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() }) },
      },
    },
    async () => {
      try {
        await database.rows(sql`select 1`);
      } catch {
        throw new HttpProblem(503, 'The database does not answer.');
      }
      return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
    },
  );

  // A route that does no I/O: the benchmark's baseline for what the framework itself costs.
  app.get(
    '/api/ping',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: z.object({ pong: z.literal(true) }) } } },
    async () => ({ pong: true as const }),
  );

  await app.register(authRoutes, { prefix: '/api/auth', database, config, sessions });
  await app.register(userRoutes, { prefix: '/api/users', database, sessions });
  await app.register(settingsRoutes, { prefix: '/api/settings', database });
  await app.register(backupRoutes, { prefix: '/api/admin', database, config });
  const hooks = resourceHooks(config);
  for (const def of RESOURCES) {
    const prefix = `/api/${def.name}`;
    await app.register(resourceRoutes, { prefix, def, database, hooks: hooks[def.name] });
    await app.register(fileRoutes, { prefix, def, database });
    await app.register(documentRoutes, { prefix, def, database });
  }
  await app.register(staffRoutes, { prefix: '/api/staff', database });
  await app.register(profileRoutes, { prefix: '/api/profile', database });
  await app.register(appointmentRoutes, { prefix: '/api/appointments', database });
  await app.register(availabilityRoutes, { prefix: '/api/availability', database });
  await app.register(messageRoutes, { prefix: '/api/messages', database, config });
  await app.register(bookingRoutes, { prefix: '/api/booking', database, config, hooks: hooks.appointments });
  await app.register(certificateRoutes, { prefix: '/api/certificates', database });
  await app.register(equipmentRoutes, { prefix: '/api/equipment', database });
  await app.register(chartRoutes, { prefix: '/api/patients', database });
  await app.register(billCompletedRoutes, { prefix: '/api/patients', database });
  await app.register(creditRoutes, { prefix: '/api/patients', database });
  await app.register(procedureRoutes, { prefix: '/api/chart-entries', database });
  await app.register(quickPickRoutes, { prefix: '/api/chart-entries', database });
  await app.register(planRoutes, { prefix: '/api/treatment-plans', database });
  await app.register(dentalImageRoutes, { prefix: '/api/dental-images', database, hooks: hooks['dental-images'] });
  await app.register(perioRoutes, { prefix: '/api/perio-exams', database });
  await app.register(insuranceRoutes, { prefix: '/api/insurance-policies', database });
  await app.register(patientRoutes, { prefix: '/api/patients', database });
  await app.register(patientRecallRoutes, { prefix: '/api/patients', database });
  await app.register(recallRoutes, { prefix: '/api/recall', database });
  // Spec 000 §7's count calls (appointments and messages count in their modules).
  await app.register(countRoute, { prefix: '/api/medicaments', database, def: medicaments, field: 'medicament' });
  await app.register(countRoute, { prefix: '/api/certificates', database, def: certificates, field: 'certificate' });
  await app.register(invoiceRoutes, { prefix: '/api/invoices', database });
  await app.register(accountRoutes, { prefix: '/api/patients', database });
  await app.register(prescriptionRoutes, { prefix: '/api/prescriptions', database });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', database });
  await app.register(liveRoutes, { prefix: '/api', database, config });
  await app.register(marketingRoutes, { prefix: '/api/marketing-campaigns', database, config });
  await app.register(trackingRoutes, { prefix: '/t', database });
  await app.register(siteRoutes, { prefix: '/api/site', database });
  await app.register(heroRoutes, { prefix: '/api/site', database });
  await app.register(seoRoutes, { database, config });
  await app.register(newsletterRoutes, { prefix: '/api/newsletters', database, config });
  const sender = new OutboxSender(database, config.mail);
  await app.register(outboxRoutes, { prefix: '/api/outbox', database, sender });
  const stopSending = sender.start(config.mail.intervalMs, (err) => app.log.error({ err }, 'outbox delivery failed'));
  app.addHook('onClose', async () => stopSending());
  await app.register(reminderRoutes, { prefix: '/api/appointments', database });
  await app.register(visitLinkRoutes, { prefix: '/api/public/visit-links', database, config, clock });
  const reminders = new ReminderScheduler(database, {
    clock,
    baseUrl: linkBase(config),
  });
  const stopReminders = reminders.start(config.reminderIntervalMs, (err) =>
    app.log.error({ err }, 'queueing reminders failed'),
  );
  app.addHook('onClose', () => stopReminders());

  const pages = config.webDist ? await serveWeb(app, config.webDist) : null;
  installNotFound(app, pages, (path, origin) =>
    publicPageHtml(database, path, config.publicUrl ?? origin, { demo: config.demo }),
  );
  return app;
}
