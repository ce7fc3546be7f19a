export declare function postgresBin(): string | null;
export declare function startPostgres(bin?: string | null, options?: { fsync?: boolean }): Promise<{ url: string; stop: () => void }>;
