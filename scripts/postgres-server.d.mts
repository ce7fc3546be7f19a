export declare function postgresBin(): string | null;
export declare function startPostgres(bin?: string | null): Promise<{ url: string; stop: () => void }>;
