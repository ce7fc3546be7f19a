export declare function startSiteServer(env?: Record<string, string>): Promise<{ origin: string; pid: number | undefined; dataDir: string; output(): string; stop(): void }>;
