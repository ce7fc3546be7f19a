/** A hash of what the lesson video is recorded from (the lesson, its screen, its words in every locale). */
export declare function sourceHash(): string;
export declare const RECORDED_FROM: readonly string[];
