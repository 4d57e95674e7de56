import type { DehydratedState } from '@tanstack/react-query';
import type { Organisation } from '../../shared/organisation';
import type { FormOutcome } from '../../shared/forms/publicForms';

/** What the server hands the browser inside <script type="application/json" id="__data">. */
export interface HydrationPayload {
  org: Organisation;
  siteUrl: string;
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  /** The page answers a form the browser posted itself: how it came out. */
  formOutcome?: FormOutcome;
  /**
   * The page's own address, when it was answered to a form post at another address: the browser shows it there,
   * so the router sees the page the server rendered.
   */
  location?: string;
}
