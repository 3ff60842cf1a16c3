// What every route handler can reach: the database, schemas, repositories and settings.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/driver';
import type { Config } from '../config';
import type { SchemaBundle } from '../schemas';
import type { Repo, Row } from '../db/repo';
import type { Limits } from '../limits';
import type { Sender } from '../accounts/sender';
import type { Lang } from '../../shared/messages';
import type { AnswerCache } from './answer-cache';
import type { Storage } from '../storage/storage';
import type { JobQueue } from '../jobs/queue';

export interface Ctx {
  db: Db;
  config: Config;
  schemas: SchemaBundle;
  repo(entity: string): Repo;
  limits: Limits;
  sender: Sender;
  tokenSecret: Buffer;
  /** the local uploads directory: the local store's home, and always the scratch space (.tmp/) of uploads in progress */
  uploadDir: string;
  /** where stored files are kept (storage/): the local directory or an S3 bucket */
  storage: Storage;
  /** answers of the routes declared `answerCache` (answer-cache.ts) */
  answers: AnswerCache;
  /** work that runs later or in bulk (jobs/queue.ts) */
  jobs: JobQueue;
}

export interface Caller {
  user: Row;
  sessionId: string;
  /** from the token's claims only: the route's statement still has to prove the session (auth/inline-session.ts) */
  unconfirmed?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
  }
  interface FastifyContextConfig {
    access?: import('../auth/guard').Access;
  }
  interface FastifyRequest {
    lang: Lang;
    caller?: Caller;
    /** set on routes declared `participant` */
    participant?: { participant: Row; sessionId: string };
    /** on participant routes declared inlineSession: the token's claim, until the route's statement or proveParticipant proves it */
    participantClaim?: import('../participant-accounts/sessions').ParticipantClaim;
    t(key: string, params?: Record<string, unknown>): string;
  }
}

export type Req = FastifyRequest;
