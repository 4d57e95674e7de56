/** Types of memorySettings.mjs, for the TypeScript that reads it (the deployment files' test). */
export declare const MEMORY_ENVIRONMENT: Readonly<Record<string, string>>;
export declare function hasMemorySettings(env: Record<string, string | undefined>): boolean;
