import { useQuery } from '@tanstack/react-query';
import type { HomeSectionDto } from '@shared/api/types';
import { homeContentQuery } from '@shared/api/queries';
import { splitVideo } from './blockContent';
import { RichText } from '../RichText';
import { VideoBlock } from './VideoBlock';

function HomeContentBlock({ block }: { block: HomeSectionDto }) {
  const { videoUrl, rest, isHtml } = splitVideo(block.content ?? '');
  const headingId = `home-block-${block.id}`;
  return (
    <article className="home-block" aria-labelledby={block.title ? headingId : undefined}>
      {block.title && <h2 id={headingId}>{block.title}</h2>}
      {videoUrl && <VideoBlock url={videoUrl} label={block.title ?? 'Video from the preserve'} />}
      <RichText text={rest} html={isHtml} />
    </article>
  );
}

/** The blocks admins write for the home page: visible ones only, in their display order. */
export function HomeContentBlocks() {
  const { data } = useQuery(homeContentQuery());
  const blocks = (data ?? [])
    .filter((b) => b.isVisible && (b.title || b.content))
    .sort((a, b) => a.displayOrder - b.displayOrder);
  if (blocks.length === 0) return null;
  return (
    <section className="home-blocks page-section" aria-label="News from the preserve">
      <div className="container home-blocks-list">
        {blocks.map((b) => (
          <HomeContentBlock key={b.id} block={b} />
        ))}
      </div>
    </section>
  );
}
