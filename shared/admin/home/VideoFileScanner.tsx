import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Card, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Clipboard, Search, Video } from '@blueprintjs/icons';
import { adminVideoScanQuery } from '../../api/queries';
import { failureToast, successToast } from '../common/failureToast';
import { useAdminPlatform } from '../common/platform';
import { useSaveSection } from './HomeContentManager';
import { PUBLIC_LANDS_DAY_SECTION, PUBLIC_LANDS_DAY_VIDEO_URL } from './publicLandsDayVideo';
import { countOf } from '../../lib/plural';

/** Said while the one-click video is not on the site: what to do, in words a volunteer knows (no file names). */
export const FIXED_VIDEO_MISSING =
  'The National Public Lands Day video has not been put on the site yet, so it cannot be added in one step. ' +
  'Whoever looks after the site can add it; once they have, a button to add it appears here. Until then, use ' +
  'Scan for Other Videos or the manual method below.';

/**
 * The Video File Scanner (a home page admin panel): one click adds the fixed National Public Lands Day video
 * section, offered only once that video is in the site's storage (else visitors would get a dead player);
 * 'Scan for Other Videos' lists the videos in the site's storage to copy into a section. Nothing reloads: the
 * section list and the page follow the saved content, and the notice stays in view.
 */
export function VideoFileScanner() {
  const platform = useAdminPlatform();
  const queryClient = useQueryClient();
  const add = useSaveSection();
  const [videos, setVideos] = useState<string[] | null>(null);
  const [scanning, setScanning] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  // What storage holds decides whether the one-click video can be offered; a scan refreshes the same answer.
  const stored = useQuery({ ...adminVideoScanQuery(), enabled: true });
  const fixedVideoStored = stored.data?.videos.includes(PUBLIC_LANDS_DAY_VIDEO_URL) ?? false;

  function addFixedVideo() {
    add.mutate(
      { ...PUBLIC_LANDS_DAY_SECTION },
      {
        onSuccess: () => successToast('Video Added!'),
        onError: (error) =>
          failureToast('Error', error, 'Failed to add video content. Try using the manual method below.'),
      },
    );
  }

  async function scan() {
    setScanning(true);
    try {
      const { videos: found } = await queryClient.fetchQuery({ ...adminVideoScanQuery(), staleTime: 0 });
      setVideos(found);
      if (found.length > 0)
        successToast('Videos found!', `Found ${countOf(found.length, 'video')} in your app storage.`);
      else successToast('No videos found', 'No video files were found in your app storage.');
    } catch (error) {
      failureToast('Error', error, 'Failed to scan for video files.');
    } finally {
      setScanning(false);
    }
  }

  async function copy(url: string, after?: () => void) {
    try {
      await platform.copyText(url);
      successToast('Copied!', 'Video URL copied to clipboard.');
      after?.();
    } catch {
      failureToast('Error', null, `Could not copy. Select the address and copy it yourself: ${url}`);
    }
  }

  return (
    <section aria-labelledby="adm-video-scanner">
      <h2 id="adm-video-scanner">Video File Scanner</h2>
      <Card>
        <p>
          Add the National Public Lands Day video to the home page in one step, or find other videos in the site's
          storage.
        </p>
        <div className="adm-actions">
          {fixedVideoStored && (
            <Button
              icon={<Video />}
              intent="primary"
              loading={add.isPending}
              text="Add National Public Lands Day Video"
              onClick={addFixedVideo}
            />
          )}
          <Button icon={<Search />} loading={scanning} text="Scan for Other Videos" onClick={() => void scan()} />
        </div>
        {stored.isSuccess && !fixedVideoStored && <p className="adm-hint">{FIXED_VIDEO_MISSING}</p>}
        {videos && videos.length > 0 && (
          <ul className="adm-video-list" aria-label="Videos in storage">
            {videos.map((url) => (
              <li key={url}>
                <Card compact>
                  <p className="adm-video-url">{url}</p>
                  <div className="adm-actions">
                    <Button
                      icon={<Clipboard />}
                      text="Copy URL"
                      aria-label={`Copy URL ${url}`}
                      onClick={() => void copy(url)}
                    />
                    <Button text="Use This Video" aria-label={`Use This Video ${url}`} onClick={() => setChosen(url)} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {videos && videos.length === 0 && <p className="adm-hint">No video files were found in your app storage.</p>}
        {/* No Callout title: Blueprint renders it as an h5, out of the page's heading order. */}
        <Callout className="adm-section">
          <strong>Manual method: </strong>
          Paste a video address (YouTube, Vimeo, or one of the site's own video files listed above, ending in .mp4,
          .webm, .ogg, .avi, .mov, .wmv, .flv or .mkv) on its own line at the start of a section's content, then any
          text below it. The home page shows it with a play button. Video files on other sites are shown as a link,
          never played here.
        </Callout>
      </Card>
      {/* Titled by our own h3: Blueprint's dialog title is an h5, which breaks the page's heading order. */}
      <Dialog isOpen={chosen !== null} onClose={() => setChosen(null)} aria-labelledby="adm-use-video-title">
        <DialogBody>
          <h3 id="adm-use-video-title">Use This Video</h3>
          <p>To show this video on the home page:</p>
          <ol>
            <li>Copy the address below.</li>
            <li>Under Home Page Content Management, choose Add Section (or Edit on an existing section).</li>
            <li>Paste the address on the first line of Content, write any text below it, and Save.</li>
          </ol>
          <p className="adm-video-url">{chosen}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Close" onClick={() => setChosen(null)} />
              <Button
                intent="primary"
                icon={<Clipboard />}
                text="Copy URL & Close"
                onClick={() => chosen && void copy(chosen, () => setChosen(null))}
              />
            </>
          }
        />
      </Dialog>
    </section>
  );
}
