import { useId, useState } from 'react';
import { Alert, Button } from '@blueprintjs/core';
import { Wrench } from '@blueprintjs/icons';
import { useFixGalleryUrls } from './adminWrites';

export const FIX_URLS_QUESTION = 'Fix the addresses of gallery pictures now?';
export const FIX_URLS_DETAILS =
  'Pictures that an older version of the site saved under a temporary upload address get their lasting address, so ' +
  'they keep showing. Pictures that already have one are left as they are.';

/**
 * 'Fix Gallery URLs': repairs pictures stored under raw upload addresses and says how many it fixed. It changes
 * stored pictures' addresses, so it says what it does and asks first.
 */
export function FixGalleryUrlsButton() {
  const id = useId();
  const migrate = useFixGalleryUrls();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button disabled={migrate.isPending} onClick={() => setAsking(true)}>
        {migrate.isPending ? 'Fixing...' : 'Fix Gallery URLs'}
      </Button>
      <Alert
        isOpen={asking}
        className="adm"
        {...{ 'aria-labelledby': `${id}-q`, 'aria-describedby': `${id}-d` }}
        intent="primary"
        icon={<Wrench />}
        cancelButtonText="Not now"
        confirmButtonText="Fix the addresses"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          migrate.mutate();
        }}
      >
        <p id={`${id}-q`}>
          <strong>{FIX_URLS_QUESTION}</strong>
        </p>
        <p id={`${id}-d`}>{FIX_URLS_DETAILS}</p>
      </Alert>
    </>
  );
}
