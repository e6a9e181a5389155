/**
 * Background jobs (issue 27 §5): a table in the database, taken with FOR UPDATE SKIP LOCKED, so each
 * job runs once across instances and after a crash. docs/decisions/014-job-table.md. Imports no other
 * area: areas queue their jobs here and bring their handlers (services/background-jobs.ts).
 */
export { enqueueJob, takeDueJobs, type NewJob, type TakenJob } from './store.ts';
export { createJobRunner, defaultBackoffMs, DEFAULT_LEASE_MS, startJobInterval, type JobHandler, type JobRunner, type RoundResult } from './runner.ts';
export { JOB_KIND, queueAccessLinkOfNewcomer, queueOrderConfirmedJob } from './kinds.ts';
