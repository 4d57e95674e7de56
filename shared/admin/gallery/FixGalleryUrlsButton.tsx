import { Button } from '@blueprintjs/core';
import { useFixGalleryUrls } from './adminWrites';

/** 'Fix Gallery URLs': repairs pictures stored under raw upload addresses and says how many it fixed. */
export function FixGalleryUrlsButton() {
  const migrate = useFixGalleryUrls();
  return (
    <Button disabled={migrate.isPending} onClick={() => migrate.mutate()}>
      {migrate.isPending ? 'Fixing...' : 'Fix Gallery URLs'}
    </Button>
  );
}
