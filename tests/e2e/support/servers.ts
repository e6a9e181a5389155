/**
 * The servers the browser tests run against: one shop per worker, each on its own fresh in-memory
 * database, so no test sees another worker's carts, accounts, orders or mails; and one shop in
 * maintenance mode. E2E_PORT moves them all (E2E_PORT … E2E_PORT + WORKERS), so two checkouts can run
 * their browser tests side by side on one machine.
 */
const firstPort = Number(process.env.E2E_PORT ?? 4173);

/** Two workers: both cores (issue 22 §4). */
export const WORKERS = 2;

/** The shop of the worker with this parallel index (0 … WORKERS - 1). */
export const shopUrl = (workerIndex: number): string => `http://localhost:${firstPort + workerIndex}`;

export const MAINTENANCE_URL = `http://localhost:${firstPort + WORKERS}`;
