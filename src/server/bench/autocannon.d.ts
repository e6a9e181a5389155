/** The part of autocannon 8's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: { method?: string; path: string }[];
  }
  interface Result {
    requests: { total: number; average: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  type Instance = EventEmitter & PromiseLike<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
