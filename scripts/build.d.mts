export declare function rewriteTsSpecifiers(code: string): string;
