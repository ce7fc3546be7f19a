export declare const CHROMIUM_ARGS: string[];
export declare function chromiumExecutable(): string;
export declare function chromiumVersion(executable?: string): string;
export declare function chromiumLaunchOptions(): { executablePath: string; headless: boolean; args: string[] };
