import type { AppDeps } from '../deps';
import type { User } from '../db/entities';
import { HttpError, badRequest } from '../errors';
import { finaliseUpload } from './uploads';
import { objectIdFromUrl, objectPathOf } from '../../shared/lib/objectPaths';

/**
 * The address a page image is stored under (page_content values, history section pictures). An address that
 * names one of our uploads, in any form the uploader may end with (our signed PUT URL, an S3 presigned URL,
 * the public path, absolute or not), goes through the same pipeline as a gallery photo (POST /api/images):
 * a raw S3 upload is processed now, an unknown id is refused with 400, and only `/objects/uploads/{id}` is
 * kept. Any other address (a bundled image path, another site's picture) is kept as validated.
 * `field` names the request field in a 400's field errors; `actor` is who sends it (see finaliseUpload).
 */
export async function storedImageAddress(
  deps: Pick<AppDeps, 'storage' | 'db' | 'config'>,
  value: string,
  field: string,
  actor: User,
): Promise<string> {
  const id = objectIdFromUrl(value);
  if (!id) return value;
  try {
    await finaliseUpload(deps, id, actor);
  } catch (err) {
    if (err instanceof HttpError && err.status === 400) throw badRequest(err.message, { [field]: [err.message] });
    throw err;
  }
  return objectPathOf(id);
}
