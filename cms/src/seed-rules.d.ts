export declare const SEED_FILE: RegExp;
export declare function seedTimeOf(index: number): string;
export declare function documentKeyOf(fields: Record<string, unknown>, file: string, index: number, locales: readonly string[]): string;
export declare function seedCalendarShiftMs(now: number): number;
export declare function seedToday(env?: Record<string, string | undefined>): number;
export declare function moveTimers(value: unknown, shiftMs: number): void;
