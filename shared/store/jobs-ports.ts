/**
 * Ports for bulk jobs (POST /v1/jobs), idempotent requests (`Idempotency-Key`) and webhook signing
 * secrets. Implemented by both store adapters (embedded SQLite, MongoDB) and held to one contract suite
 * (test/contract/jobs.contract.test.ts).
 *
 * A bulk job is split into chunks at submission; each chunk's input (the serialised items) is stored
 * with it, so any process of the fleet can run any chunk, and a chunk whose worker died can be claimed
 * again. Completing a chunk is idempotent: only its first completion counts, so counters, refunds and
 * the job's end are decided exactly once whatever retries happen.
 */

export type BulkJobStatus = 'queued' | 'running' | 'completed' | 'cancelled';
export type ChunkState = 'pending' | 'running' | 'done' | 'cancelled';

export interface NewBulkJob {
  accountId: string;
  /** The key that submitted it (its usage lines are refunded against it). */
  keyId: string;
  /** Number of items. */
  total: number;
  /** Items per chunk (the last chunk may be shorter). */
  chunkSize: number;
  /** The serialised items of each chunk, in order (chunk i holds items i·chunkSize …). */
  chunkInputs: string[];
  callbackUrl: string | null;
  /** The job's results are kept until then; afterwards the job is gone (404). */
  expiresAt: Date;
}

export interface BulkJob {
  /** `job_` + random. */
  id: string;
  accountId: string;
  keyId: string;
  status: BulkJobStatus;
  total: number;
  chunkSize: number;
  chunks: number;
  /** Items answered 2xx. */
  succeeded: number;
  /** Items answered with an error (they are refunded). */
  failed: number;
  /** Items that never ran because the job was cancelled (refunded). */
  cancelled: number;
  callbackUrl: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  expiresAt: Date;
  webhook: WebhookState | null;
}

export interface WebhookState {
  attempts: number;
  /** HTTP status of the last attempt, or null when it got no answer. */
  lastStatus: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  /** True once retries are exhausted without a 2xx. */
  gaveUp: boolean;
}

export interface ClaimedChunk {
  jobId: string;
  index: number;
  input: string;
  /** How many times this chunk has been claimed (1 on the first run; more after a worker died). */
  attempt: number;
}

export interface ChunkCompletion {
  /** True for the first completion of this chunk; false when it had already completed (a retry). */
  first: boolean;
  /** True exactly once per job: this completion (or cancellation) finished the job. */
  finishedJob: boolean;
  job: BulkJob;
}

export interface ItemResult {
  status: number;
  /** The item's full envelope, serialised. */
  body: string;
}

export interface JobStore {
  createJob(job: NewBulkJob, now: Date): Promise<BulkJob>;
  /** The job if it belongs to the account and has not expired, else null. */
  getJob(accountId: string, jobId: string, now: Date): Promise<BulkJob | null>;
  /** The job by id alone (workers), or null. */
  getJobById(jobId: string): Promise<BulkJob | null>;
  /**
   * Takes a chunk to run: pending → running (the job becomes running), or running → running again (its
   * previous worker died). Null when the chunk is done or cancelled, or the job is gone.
   */
  claimChunk(jobId: string, index: number, now: Date): Promise<ClaimedChunk | null>;
  /**
   * Stores a chunk's results (one per item, in order) and counts them, once: a second completion of the
   * same chunk changes nothing and says `first: false`. When every chunk is done or cancelled the job
   * becomes completed (or stays cancelled) and `finishedJob` is true for that one call. `refund` (the units
   * of the chunk's items that did not answer 2xx) is given back to the job's account and key with the first
   * completion only, in the same transaction where the store has one.
   */
  completeChunk(jobId: string, index: number, results: ItemResult[], now: Date, refund?: { endpoint: string; units: number }[]): Promise<ChunkCompletion>;
  /**
   * Cancels the job: chunks not yet claimed become cancelled (their items are counted in `cancelled`);
   * running chunks finish and count. Returns the number of items newly cancelled (to refund), and whether
   * this call finished the job (no chunk left running). Null when the job is unknown for the account.
   * Cancelling a finished job changes nothing (0 items).
   */
  cancelJob(accountId: string, jobId: string, now: Date): Promise<{ job: BulkJob; cancelledItems: number; finishedJob: boolean } | null>;
  /** Results of items [offset, offset + limit) in item order, for the items whose chunk is done. */
  jobResults(jobId: string, offset: number, limit: number): Promise<{ index: number; result: ItemResult }[]>;
  /** Records a webhook attempt on the job. */
  recordWebhook(jobId: string, state: WebhookState): Promise<void>;
  /** Jobs whose chunks include a running or pending one (embedded mode resumes them after a restart). */
  unfinishedJobs(): Promise<BulkJob[]>;
  /** Pending or running chunk indexes of a job, in order. */
  openChunks(jobId: string): Promise<number[]>;
  /** Deletes jobs (and their chunks) that expired before `now`; returns how many. */
  sweepJobs(now: Date): Promise<number>;
}

/** The stored first answer of an idempotent request. */
export type IdempotencyRecord =
  | { state: 'new' }
  | { state: 'pending'; requestHash: string }
  | { state: 'done'; requestHash: string; status: number; body: string; headers: Record<string, string> };

export interface IdempotencyStore {
  /**
   * Starts an idempotent request: records (account, key) as pending with the request's hash and returns
   * `new`, or returns what is already recorded (a request still running: `pending`; finished: `done`
   * with its answer). Records older than `ttlSeconds` are forgotten, and so is a `pending` one older
   * than PENDING_LEASE_SECONDS (jobs-common.ts): its request died with its process, and the key is free again.
   */
  idempotencyBegin(accountId: string, key: string, requestHash: string, ttlSeconds: number, now: Date): Promise<IdempotencyRecord>;
  /** Stores the answer to replay: its status, body and the headers that belong to it (a 202's Location). */
  idempotencyFinish(accountId: string, key: string, status: number, body: string, headers: Record<string, string>, now: Date): Promise<void>;
  /** Forgets a pending record (the request failed on our side and may be retried with the same key). */
  idempotencyAbort(accountId: string, key: string): Promise<void>;
}

export interface WebhookSecretStore {
  /** The account's webhook signing secret, created (32 random bytes, hex, `whsec_` prefix) on first use. */
  webhookSecret(accountId: string, now: Date): Promise<string>;
  /** Replaces the secret; the old one stops being used at once. */
  rotateWebhookSecret(accountId: string, now: Date): Promise<string>;
}
