import type { BrowserContext, Page } from 'playwright-core';

export const ADMIN_SCREENS: string[];
export function publicPages(eventId: string | number): string[];
export const WIDTHS: number[];
export function viewportFor(width: number): { width: number; height: number };
export function watchVitals(context: BrowserContext): Promise<void>;
export function readVitals(page: Page): Promise<{ cls: number; lcpMs: number; tbtMs: number }>;
export function waitForSettled(page: Page): Promise<void>;
export function findLayoutProblems(page: Page): Promise<string[]>;
