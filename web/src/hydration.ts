import type { DehydratedState } from '@tanstack/react-query';
import type { Organisation } from '../../shared/organisation';

/** What the server hands the browser inside <script type="application/json" id="__data">. */
export interface HydrationPayload {
  org: Organisation;
  siteUrl: string;
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
}
