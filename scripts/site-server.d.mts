export declare function startSiteServer(env?: Record<string, string>): Promise<{ origin: string; pid: number | undefined; stop(): void }>;
