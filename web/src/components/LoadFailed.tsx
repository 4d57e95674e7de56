/** What a public list shows when its read failed: what could not be loaded, and a way to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry(): void }) {
  return (
    <div className="empty-state" role="alert">
      <h2>{title}</h2>
      <p>Please check your connection and try again.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
