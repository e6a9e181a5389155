import pg from 'pg';
import type { Database, SqlValue } from './driver.ts';
import { copyFrom } from './postgres-copy.ts';

// Dates stay 'YYYY-MM-DD' strings as on PGlite, and bigint counts become numbers: one result shape
// for both drivers.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  await pool.query('select 1');
  const params = (values?: readonly SqlValue[]) => values as unknown[] | undefined;

  return {
    kind: 'postgres',
    query: async (text, values) => (await pool.query(text, params(values))).rows,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: async (text, values) => (await client.query(text, params(values))).rows,
          copyFrom: (statement, chunks) => copyFrom(client, statement, chunks),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (script) => {
      await pool.query(script);
    },
    close: () => pool.end(),
  };
}
