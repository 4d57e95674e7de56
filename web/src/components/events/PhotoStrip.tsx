import { Img } from '../Img';
import { PHOTO_STRIP } from './photos';

/** A band of pictures from the preserve: four across on wide screens, two on a phone. */
export function PhotoStrip() {
  return (
    <ul className="photo-strip" aria-label="Scenes from the preserve">
      {PHOTO_STRIP.map((p, i) => (
        <li key={p.src}>
          <Img src={p.src} alt={p.alt} width={800} height={600} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}
