import { useQuery } from '@tanstack/react-query';
import type { HomeSectionDto } from '@shared/api/types';
import { PAGE_CONTENT_KEYS } from '@shared/constants';
import { homeContentQuery, pageContentQuery } from '@shared/api/queries';
import { firstPictureOf, splitVideo } from './blockContent';
import { RichText } from '../RichText';
import { VideoBlock } from './VideoBlock';
import preserveDefault from '../../assets/illustrations/preserve-bg.svg';

function HomeContentBlock({ block, poster }: { block: HomeSectionDto; poster: string }) {
  const { videoUrl, rest, isHtml } = splitVideo(block.content ?? '');
  const headingId = `home-block-${block.id}`;
  return (
    <article className="home-block" aria-labelledby={block.title ? headingId : undefined}>
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      {videoUrl && (
        <VideoBlock
          url={videoUrl}
          label={block.title ?? 'Video from the preserve'}
          poster={firstPictureOf(block.content ?? '') ?? poster}
        />
      )}
      <RichText text={rest} html={isHtml} />
    </article>
  );
}

/** The blocks admins write for the home page: visible ones only, in their display order. */
export function HomeContentBlocks() {
  const { data } = useQuery(homeContentQuery());
  const { data: preserve } = useQuery(pageContentQuery(PAGE_CONTENT_KEYS.preserveBackground));
  const blocks = (data ?? [])
    .filter((b) => b.isVisible && (b.title || b.content))
    .sort((a, b) => a.displayOrder - b.displayOrder);
  if (blocks.length === 0) return null;
  // A video's still: a picture of its own block, else the first picture of the home page's blocks, else the photo of
  // the preserve the page shows further down (the organisation's upload, or the site's own drawing of it).
  const poster =
    blocks.map((b) => firstPictureOf(b.content ?? '')).find((src) => src !== null) ??
    (preserve?.value || preserveDefault);
  return (
    <section className="home-blocks page-section" aria-label="News from the preserve">
      <div className="container home-blocks-list">
        {blocks.map((b) => (
          <HomeContentBlock key={b.id} block={b} poster={poster} />
        ))}
      </div>
    </section>
  );
}
