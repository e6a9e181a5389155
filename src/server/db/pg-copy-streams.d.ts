/** The part of pg-copy-streams 7's API the PostgreSQL driver uses (the package ships no types). */
declare module 'pg-copy-streams' {
  import type { Writable } from 'node:stream';

  /** A COPY … FROM STDIN statement as a stream to write its data to; pass it to pg's client.query. */
  interface CopyFromStream extends Writable {
    submit(connection: unknown): void;
  }
  const copyStreams: { from(statement: string): CopyFromStream };
  export default copyStreams;
}
