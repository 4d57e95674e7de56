import { useEffect, useRef, useState, type ReactNode } from 'react';
import { videoEmbedOf } from '@shared/lib/video';
import { Img } from '../Img';

function PlayIcon() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" fill="rgb(23 51 33 / 85%)" stroke="#fff" strokeWidth="3" />
      <path d="M29 22 L52 36 L29 50 Z" fill="#fff" />
    </svg>
  );
}

/**
 * As wide as the screen, the width of the preserve photo's band further down the page (PreserveSection): when the
 * poster is that photo, one file serves both.
 */
const POSTER_SIZES = '100vw';

/**
 * What the play button shows: a still of the organisation's own (the poster) under a darker veil, and the play mark
 * with its words on a solid ground, so they read over any picture.
 */
function PlayFace({ poster, note }: { poster: string | null; note?: ReactNode }) {
  return (
    <>
      {poster && <Img className="video-poster-image" src={poster} alt="" sizes={POSTER_SIZES} />}
      <PlayIcon />
      <span className="video-play-label">
        <span className="video-poster-text">Play video</span>
        {note && <span className="video-poster-note">{note}</span>}
      </span>
    </>
  );
}

function playerUrl(embed: { kind: 'youtube' | 'vimeo'; id: string }): string {
  const id = encodeURIComponent(embed.id);
  // The no-cookie YouTube host and Vimeo's do-not-track flag keep visitors untracked until they press play.
  return embed.kind === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/** A video file played by the browser; nothing is downloaded until the visitor presses play. */
function FileVideo({ src, label, poster }: { src: string; label: string; poster: string | null }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  const start = () => {
    const v = video.current;
    if (!v) return;
    setPlaying(true);
    v.focus();
    void v.play().catch(() => {
      /* the visitor can still use the controls */
    });
  };

  return (
    <div className="video-frame">
      <video
        ref={video}
        src={src}
        preload="none"
        playsInline
        controls={playing}
        onPlay={() => setPlaying(true)}
        aria-label={label}
      >
        <a href={src}>Download the video</a>
      </video>
      {!playing && (
        <button type="button" className="video-play" onClick={start} aria-label={`Play video: ${label}`}>
          <PlayFace poster={poster} />
        </button>
      )}
    </div>
  );
}

/** A YouTube or Vimeo video: a local panel stands in for the player, so no third-party request happens before a click. */
function HostedVideo({
  embed,
  label,
  poster,
}: {
  embed: { kind: 'youtube' | 'vimeo'; id: string };
  label: string;
  poster: string | null;
}) {
  const [active, setActive] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (active) frame.current?.focus();
  }, [active]);

  return (
    <div className="video-frame">
      {active ? (
        <iframe
          ref={frame}
          src={playerUrl(embed)}
          title={label}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          className="video-play video-poster"
          onClick={() => setActive(true)}
          aria-label={`Play video: ${label} (from ${embed.kind === 'youtube' ? 'YouTube' : 'Vimeo'})`}
        >
          <PlayFace poster={poster} note={`Plays from ${embed.kind === 'youtube' ? 'YouTube' : 'Vimeo'}`} />
        </button>
      )}
    </div>
  );
}

/**
 * A video in a home block. `poster` is a picture the site itself serves (never the player's own still: that would be
 * a request to the video's host before the visitor asked for the video).
 */
export function VideoBlock({ url, label, poster = null }: { url: string; label: string; poster?: string | null }) {
  const embed = videoEmbedOf(url);
  // Not one of our videos, a known player or a web address: nothing is shown for it.
  if (!embed) return null;
  if (embed.kind === 'file') return <FileVideo src={embed.src} label={label} poster={poster} />;
  if (embed.kind === 'youtube' || embed.kind === 'vimeo') {
    return <HostedVideo embed={embed} label={label} poster={poster} />;
  }
  return (
    <p>
      <a href={embed.href} target="_blank" rel="noopener noreferrer">
        Watch the video: {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
