import { describe, expect, it } from 'vitest';
import { findVideoUrl, isOwnVideoPath, isVideoUrl, videoEmbedOf } from './video';

describe('isVideoUrl', () => {
  it.each([
    '/objects/uploads/lands-day.mp4',
    '/objects/videos/clip.webm',
    '/objects/videos/clip.ogg',
    '/objects/videos/clip.avi',
    '/objects/videos/CLIP.MOV',
    '/objects/videos/clip.wmv',
    '/objects/videos/clip.flv',
    '/objects/videos/clip.mkv',
    '/objects/videos/clip.mp4#t=10',
    // Another host's file is a video too, but only ever shown as a link (videoEmbedOf).
    'https://cdn.example.org/v/walk.mp4?token=abc#t=10',
    'https://www.youtube.com/watch?v=abcdefghijk',
    'https://youtube.com/watch?v=abcdefghijk',
    'https://m.youtube.com/watch?v=abcdefghijk',
    'https://youtu.be/abcdefghijk',
    'https://vimeo.com/123456',
    'https://player.vimeo.com/video/123456',
  ])('%s is a video', (url) => {
    expect(isVideoUrl(url)).toBe(true);
  });

  it.each([
    'photo.jpg',
    '/objects/uploads/11111111-1111-4111-8111-111111111111',
    'https://example.org/mp4',
    'https://example.org/page.mp4.html',
    'https://notyoutube.com/watch?v=abc',
    'https://youtube.com.evil.example/watch?v=abc',
    'https://evil.example/?next=https://youtube.com',
    'not a url at all',
    '',
    // A file that is neither ours nor at an absolute http(s) address is not a video at all.
    'clip.webm',
    '/videos/clip.mp4',
    '//evil.example/x.mp4',
    '///evil.example/x.mp4',
    '/\\evil.example/x.mp4',
    '\\\\evil.example\\x.mp4',
    '\\/evil.example/x.mp4',
    'javascript:alert(1)//x.mp4',
    'data:video/mp4;base64,AAAA.mp4',
    '/objects/videos/../../evil.mp4',
    '/objects/videos/a\\b.mp4',
    ' /objects/videos/clip.mp4',
  ])('%j is not a video', (url) => {
    expect(isVideoUrl(url)).toBe(false);
  });
});

describe('findVideoUrl (text with a link)', () => {
  it('finds a link inside a sentence and drops trailing punctuation', () => {
    expect(findVideoUrl('Watch our day on the land: https://www.youtube.com/watch?v=abcdefghijk. Thank you!')).toBe(
      'https://www.youtube.com/watch?v=abcdefghijk',
    );
    expect(findVideoUrl('(see https://vimeo.com/123456)')).toBe('https://vimeo.com/123456');
  });

  it('finds a stored file path', () => {
    expect(findVideoUrl('Thanks to all volunteers /objects/uploads/public-lands-day.mp4 see you next year')).toBe(
      '/objects/uploads/public-lands-day.mp4',
    );
  });

  it('skips links that are not videos', () => {
    expect(findVideoUrl('Read https://example.org/news then watch https://youtu.be/abcdefghijk')).toBe('https://youtu.be/abcdefghijk');
  });

  it('reads links out of HTML attributes', () => {
    expect(findVideoUrl('<p><a href="https://youtu.be/abcdefghijk">our video</a></p>')).toBe('https://youtu.be/abcdefghijk');
  });

  it('never takes a protocol-relative or backslash address for a video file, even as the first line of a block', () => {
    expect(findVideoUrl('//evil.example/x.mp4\n\nThanks for coming!')).toBeNull();
    expect(findVideoUrl('/\\evil.example/x.mp4\nThanks')).toBeNull();
    expect(findVideoUrl('<p>//evil.example/x.mp4</p>')).toBeNull();
    // Our own video further on is still found.
    expect(findVideoUrl('//evil.example/x.mp4 then /objects/videos/ours.mp4')).toBe('/objects/videos/ours.mp4');
  });

  it('answers null when there is no video', () => {
    expect(findVideoUrl('Plain words about the meadow.')).toBeNull();
    expect(findVideoUrl('https://example.org/photo.jpg')).toBeNull();
    expect(findVideoUrl('')).toBeNull();
    expect(findVideoUrl(null)).toBeNull();
    expect(findVideoUrl(undefined)).toBeNull();
  });
});

describe('videoEmbedOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcdefghijk', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://www.youtube.com/watch?v=abcdefghijk&t=30s', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://youtu.be/abcdefghijk', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://www.youtube.com/embed/abcdefghijk', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://www.youtube.com/shorts/abcdefghijk', { kind: 'youtube', id: 'abcdefghijk' }],
    ['https://vimeo.com/123456', { kind: 'vimeo', id: '123456' }],
    ['https://player.vimeo.com/video/123456', { kind: 'vimeo', id: '123456' }],
    ['/objects/uploads/lands-day.mp4', { kind: 'file', src: '/objects/uploads/lands-day.mp4' }],
    ['/objects/videos/national-public-lands-day.mp4', { kind: 'file', src: '/objects/videos/national-public-lands-day.mp4' }],
    // Files on other hosts never become a player's source: a link at most.
    ['https://cdn.example.org/walk.webm', { kind: 'link', href: 'https://cdn.example.org/walk.webm' }],
    ['https://www.dailymotion.com/video/x8abc', { kind: 'link', href: 'https://www.dailymotion.com/video/x8abc' }],
  ])('%s', (url, embed) => {
    expect(videoEmbedOf(url)).toEqual(embed);
  });

  it('a YouTube or Vimeo address without a usable id stays a link, never an empty player', () => {
    expect(videoEmbedOf('https://youtu.be/')).toEqual({ kind: 'link', href: 'https://youtu.be/' });
    expect(videoEmbedOf('https://www.youtube.com/watch')).toEqual({ kind: 'link', href: 'https://www.youtube.com/watch' });
    expect(videoEmbedOf('https://youtu.be/"><script>')).toEqual({ kind: 'link', href: 'https://youtu.be/"><script>' });
    expect(videoEmbedOf('https://vimeo.com/channels/staff')).toEqual({ kind: 'link', href: 'https://vimeo.com/channels/staff' });
  });

  it.each([
    '//evil.example/x.mp4',
    '//www.youtube.com/watch?v=abcdefghijk',
    '/\\evil.example/x.mp4',
    '\\\\evil.example/x.mp4',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)//x.mp4',
    'data:video/mp4;base64,AAAA',
    'vbscript:x.mp4',
    '/videos/volunteer-day.mp4',
    'clip.mp4',
    '',
  ])('%j is neither a player nor a link', (url) => {
    expect(videoEmbedOf(url)).toBeNull();
  });
});

describe('isOwnVideoPath', () => {
  it('accepts our stored videos and uploads only', () => {
    expect(isOwnVideoPath('/objects/videos/national-public-lands-day.mp4')).toBe(true);
    expect(isOwnVideoPath('/objects/uploads/lands-day.webm')).toBe(true);
    for (const bad of ['/objects/videos/', '/objects/videos/.mp4', '/objects/videos/a/b.mp4', '/objects/other/a.mp4', '/objects/videos/a.mp4.html', 'https://site.example/objects/videos/a.mp4']) {
      expect(isOwnVideoPath(bad), bad).toBe(false);
    }
  });
});
