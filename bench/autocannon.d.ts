// Just what bench/api.bench.ts uses of autocannon (which ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request) => Request;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    duration: number;
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(opts: { url: string; connections: number; duration: number; requests: Request[] }): Promise<Result>;
}
