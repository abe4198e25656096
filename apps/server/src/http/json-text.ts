import type { FastifyReply } from 'fastify';

/** JSON text the route's own writer made (`reply.serialize`), e.g. kept in a cache. */
export type JsonText = ReturnType<FastifyReply['serialize']>;

/**
 * JSON text as the bytes that are sent: a kept answer is encoded once, not on every request (a week of the
 * appointment book is ~300 KB: encoding it to UTF-8, and measuring it for Content-Length, took a third of
 * each request's time).
 */
export const jsonBytes = (json: JsonText): Buffer =>
  typeof json === 'string' ? Buffer.from(json, 'utf8') : Buffer.isBuffer(json) ? json : Buffer.from(json);

/** Sends JSON text (or its bytes) as it is: Fastify sends a JSON-typed string or buffer without serializing it again. */
export function sendJsonText(reply: FastifyReply, json: JsonText | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
