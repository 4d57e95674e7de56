// Lets TypeScript accept `import url from './x.svg'`: Vite turns such imports into hashed asset URLs.
/// <reference types="vite/client" />
