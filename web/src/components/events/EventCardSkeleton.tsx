/** The shape of an event card while the list loads; hidden from screen readers, which hear the status line. */
export function EventCardSkeleton() {
  return (
    <div className="card event-card event-card-skeleton" aria-hidden="true">
      <div className="card-media skeleton" />
      <div className="card-body event-card-body">
        <div className="skeleton skeleton-line skeleton-title" />
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line skeleton-short" />
        <div className="skeleton skeleton-line skeleton-short" />
      </div>
    </div>
  );
}
