export declare const STAMP: string;
export declare function sourceState(root: string): { files: string[]; newestMs: number; names: string };
export declare function freshDistEntry(root: string, rel: string): string | null;
