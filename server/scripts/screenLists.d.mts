import type { AdminScreenEntry } from '../../shared/admin/screens';
import type { PublicPageEntry } from '../../shared/publicPages';

export const ADMIN_SCREEN_LIST: readonly AdminScreenEntry[];
export const PUBLIC_PAGE_LIST: readonly PublicPageEntry[];
export function screenshotAddresses(eventId: string | number): string[];
