import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerEncoding, type Encoding, encode, varyByEncoding } from './compression.js';

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

/**
 * A JSON answer kept while its tables are unchanged, with each compressed form of it, made the first time a
 * client asks for that encoding and kept with it: a browser asks for brotli, and compressing a 300 KB week
 * (brotli at quality 4) cut the answers a second to a 25th of what sending the kept bytes allows (bench/README.md).
 */
export class KeptJson {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly bytes: Buffer) {}

  /** The bytes compressed with `encoding`: compressed once, concurrent first asks sharing the one compression. */
  encodedAs(encoding: Encoding): Promise<Buffer> {
    let found = this.encoded.get(encoding);
    if (!found) {
      found = encode(encoding, this.bytes);
      this.encoded.set(encoding, found);
      // A failed compression is not kept: the next ask tries again.
      found.catch(() => this.encoded.delete(encoding));
    }
    return found;
  }
}

/** Sends a kept answer in the encoding the request accepts (the compression plugin leaves an encoded answer alone). */
export async function sendKeptJson(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptJson,
): Promise<FastifyReply> {
  varyByEncoding(reply);
  const encoding = answerEncoding(request, kept.bytes.length);
  if (!encoding) return sendJsonText(reply, kept.bytes);
  const bytes = await kept.encodedAs(encoding);
  reply.header('content-encoding', encoding);
  return sendJsonText(reply, bytes);
}
