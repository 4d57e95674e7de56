/**
 * What a list page's one live region says: that it is loading, nothing on an error (the error's own message speaks),
 * else `shown`, so screen readers hear the results change as people type.
 */
export function listStatus(read: { isPending: boolean; isError: boolean }, loading: string, shown: string): string {
  return read.isPending ? loading : read.isError ? '' : shown;
}
