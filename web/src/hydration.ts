import type { DehydratedState } from '@tanstack/react-query';
import type { Organisation } from '../../shared/organisation';
import type { FormOutcome } from '../../shared/forms/publicForms';

/** What the server hands the browser inside <script type="application/json" id="__data">. */
export interface HydrationPayload {
  org: Organisation;
  siteUrl: string;
  queries: DehydratedState;
  /** The page is the result of a form the browser posted itself: how it came out. */
  formOutcome?: FormOutcome;
  /** The token the page's public forms carry (the same in the server's render and the browser's). */
  formToken: string;
}
