export declare function startSiteServer(env?: Record<string, string>): Promise<{ origin: string; stop(): void }>;
