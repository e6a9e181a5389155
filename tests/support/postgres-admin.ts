/** Statements on a PostgreSQL server outside any test database (create, copy and drop databases). */
import pg from 'pg';

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server of `serverUrl`. */
export const databaseUrl = (serverUrl: string, name: string): string => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** The prefix of one test run's PostgreSQL templates (tests/support/database-templates.ts). */
export const postgresTemplatePrefix = (run: string): string => `kursmarkt_tpl_${run}_`;
