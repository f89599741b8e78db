import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { VideoFrame } from './video-frame';

const SRC = 'https://player.vimeo.com/video/42?h=abc';

describe('VideoFrame', () => {
  it('starts the player when it turns active and blanks it (stopping playback) when it turns off', () => {
    const { getByTitle, rerender } = renderWithProviders(
      <VideoFrame src={SRC} title="Video 1" active={false} />,
    );
    const frame = () => getByTitle('Video 1') as HTMLIFrameElement;
    expect(frame().src).toBe('about:blank');
    rerender(<VideoFrame src={SRC} title="Video 1" active />);
    expect(frame().src).toBe('https://player.vimeo.com/video/42?h=abc&autoplay=1');
    rerender(<VideoFrame src={SRC} title="Video 1" active={false} />);
    expect(frame().src).toBe('about:blank');
  });

  it('runs the player sandboxed, and tells it only the portal’s origin as referrer', () => {
    const { getByTitle } = renderWithProviders(<VideoFrame src={SRC} title="Video 1" active />);
    const frame = getByTitle('Video 1');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
  });
});
