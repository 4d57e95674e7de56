import { useOrganisation } from '../lib/organisation';
import { Img } from './Img';

/**
 * The organisation's logo from the site settings (the demo site's is the drawn mark the seed stores), or nothing:
 * without a logo the name stands alone. Decorative beside the name it comes with, so its text is empty.
 */
export function SiteLogo({
  size = 36,
  priority = false,
  url,
}: {
  size?: number;
  priority?: boolean;
  /** Pages rendered outside the site's layout (sign-in...) pass the settings' logo themselves. */
  url?: string;
}) {
  const fromSettings = useOrganisation().logoUrl;
  const logoUrl = url ?? fromSettings;
  if (!logoUrl) return null;
  return (
    <Img
      className="site-logo"
      src={logoUrl}
      alt=""
      width={size}
      height={size}
      sizes={`${size}px`}
      priority={priority}
    />
  );
}
