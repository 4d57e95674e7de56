/** The image shown wherever a picture fails to load: a calm meadow outline, light enough to inline. */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="Image unavailable">
<rect width="800" height="600" fill="#e8efe6"/>
<circle cx="610" cy="170" r="60" fill="#f3e3b5"/>
<path d="M0 420 Q200 330 400 400 T800 380 V600 H0Z" fill="#c9d9c3"/>
<path d="M0 480 Q260 410 520 470 T800 460 V600 H0Z" fill="#a9c3a0"/>
<g fill="#7f9f78"><path d="M150 470 l30 -90 l30 90z"/><path d="M190 480 l24 -70 l24 70z"/><path d="M600 460 l28 -84 l28 84z"/></g>
<text x="400" y="560" font-family="system-ui, sans-serif" font-size="28" fill="#56704f" text-anchor="middle">Image unavailable</text>
</svg>`;
