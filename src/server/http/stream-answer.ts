// Rows from the database streamed through a writer (a CSV stringifier) as the answer, without ever
// ending the process on a failure. The first row is read before anything is sent, so a failing query
// answers in the error format with its status; a failure after the headers went out is logged by the
// reply and ends that connection only. stream.pipeline destroys every stream on an error and hands it
// on to the writer, whose error the reply handles (an error no one handles would end the process).
import { Readable, pipeline, type Transform } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** `headers` (the file's type and name) are set once the first row is read: an error answer is JSON. */
export async function streamRows<T>(reply: FastifyReply, rows: AsyncIterable<T>, writer: Transform, headers: Record<string, string>): Promise<FastifyReply> {
  const it = rows[Symbol.asyncIterator]();
  const first = await it.next();
  reply.headers(headers);
  const all = async function* () {
    if (first.done) return;
    yield first.value;
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value;
  };
  // the reply listens to the writer: it answers an error before the headers, or logs it and drops the socket after
  pipeline(Readable.from(all()), writer, () => {});
  return reply.send(writer);
}
