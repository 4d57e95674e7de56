import { useEffect, useRef, useState } from 'react';
import { videoEmbedOf } from '@shared/lib/video';

function PlayIcon() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="34" fill="rgb(23 51 33 / 85%)" stroke="#fff" strokeWidth="3" />
      <path d="M29 22 L52 36 L29 50 Z" fill="#fff" />
    </svg>
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
function FileVideo({ src, label }: { src: string; label: string }) {
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
      <video ref={video} src={src} preload="none" playsInline controls={playing} onPlay={() => setPlaying(true)} aria-label={label}>
        <a href={src}>Download the video</a>
      </video>
      {!playing && (
        <button type="button" className="video-play" onClick={start} aria-label={`Play video: ${label}`}>
          <PlayIcon />
          <span className="video-poster-text">Play video</span>
        </button>
      )}
    </div>
  );
}

/** A YouTube or Vimeo video: a local panel stands in for the player, so no third-party request happens before a click. */
function HostedVideo({ embed, label }: { embed: { kind: 'youtube' | 'vimeo'; id: string }; label: string }) {
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
          <PlayIcon />
          <span className="video-poster-text">Play video</span>
          <span className="video-poster-note">Plays from {embed.kind === 'youtube' ? 'YouTube' : 'Vimeo'}</span>
        </button>
      )}
    </div>
  );
}

export function VideoBlock({ url, label }: { url: string; label: string }) {
  const embed = videoEmbedOf(url);
  // Not one of our videos, a known player or a web address: nothing is shown for it.
  if (!embed) return null;
  if (embed.kind === 'file') return <FileVideo src={embed.src} label={label} />;
  if (embed.kind === 'youtube' || embed.kind === 'vimeo') return <HostedVideo embed={embed} label={label} />;
  return (
    <p>
      <a href={embed.href} target="_blank" rel="noopener noreferrer">
        Watch the video: {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
