import { lazy, Suspense, useState } from 'react';
import type { PublicImage } from '@meydan/shared-types/public';
import { Img } from '../../components/ui/Img';
import { guardedImport } from '../../lib/chunk-guard';

// react-player and its engines load only when the reader asks for the video.
const ReactPlayer = lazy(guardedImport(() => import('react-player')));

interface VideoPlayerProps {
  src: string;
  poster: PublicImage | null;
  title: string;
}

/** The poster first; a click loads react-player and starts playing, or opens the video where no script runs. */
export function VideoPlayer({ src, poster, title }: VideoPlayerProps) {
  const [started, setStarted] = useState(false);
  return (
    <div className="video-frame">
      {started ? (
        <Suspense fallback={<div className="video-frame__loading">در حال بارگذاری پخش‌کننده…</div>}>
          <ReactPlayer
            className="video-frame__player"
            src={src}
            playing
            controls
            width="100%"
            height="100%"
            poster={poster?.src}
            aria-label={title}
          />
        </Suspense>
      ) : (
        // A real link to the video: without JavaScript the browser plays it itself.
        <a
          href={src}
          className="video-frame__poster"
          onClick={(event) => {
            event.preventDefault();
            setStarted(true);
          }}
          aria-label={`پخش ویدیو: ${title}`}
        >
          <Img image={poster} sizes="(max-width: 1000px) 100vw, 960px" priority alt="" />
          <span className="video-frame__play" aria-hidden="true">
            ▶
          </span>
        </a>
      )}
    </div>
  );
}
