import { Img } from './Img';

interface Props {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
}

/** The picture beside the text of a two-column ('split') page section. */
export function SplitMedia({ src, alt, width, height }: Props) {
  return (
    <div className="split-media">
      <Img src={src} alt={alt} width={width} height={height} sizes="(min-width: 900px) 440px, 100vw" />
    </div>
  );
}
