// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
  }

  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface Result {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    /** Bytes a second. */
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
