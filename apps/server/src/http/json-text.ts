import type { FastifyReply } from 'fastify';

/** JSON text the route's own writer made (`reply.serialize`), e.g. kept in a cache. */
export type JsonText = ReturnType<FastifyReply['serialize']>;

/** Sends JSON text as it is: Fastify writes a JSON-typed string answer without serializing it again. */
export function sendJsonText(reply: FastifyReply, json: JsonText): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
