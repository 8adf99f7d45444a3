// Community resources for Neutralinojs app developers, shown on /resources. Plain data, no React.
// Names and links read from:
//   neutralinojs/neutralinojs.github.io @ ba9409e (src/pages/resources.js: what the old site listed)
//   neutralinojs-community/awesome-neutralino @ 4960a3c2e5875b221f2ad92173b698ec336238a5 (README.md)
// Descriptions are ours.

export type Resource = {
  name: string;
  /** One line of ours, at most 25 words. */
  description: string;
  link: string;
};

export type ResourceGroup = {
  /** The h2 text; its id comes from github-slugger like every other heading on the site. */
  title: string;
  intro: string;
  items: Resource[];
};

export const resourceGroups: ResourceGroup[] = [
  {
    title: 'Templates',
    intro: 'Starting points for `neu create --template`, from an empty project to complete frontend setups.',
    items: [
      { name: 'neutralinojs-minimal', description: 'The starter project neu create uses unless you name another template.', link: 'https://github.com/neutralinojs/neutralinojs-minimal' },
      { name: 'neutralinojs-zero', description: 'A bare project with nothing in it, for when you want to add every piece yourself.', link: 'https://github.com/neutralinojs/neutralinojs-zero' },
      { name: 'neutralinojs-react', description: 'A React starter for Neutralinojs apps.', link: 'https://github.com/codezri/neutralinojs-react' },
      { name: 'neutralinojs-vite-react-ts', description: 'React with TypeScript, bundled by Vite.', link: 'https://github.com/Cloudwerk/neutralinojs-vite-react-ts' },
      { name: 'react-neutralino', description: 'Another React starter, with the client library wired in.', link: 'https://github.com/DEVLOPRR/react-neutralino' },
      { name: 'vite-react-neutralino', description: 'React on Vite, ready to run as a desktop window.', link: 'https://github.com/DEVLOPRR/vite-react-neutralino' },
      { name: 'neu-react-ts-vite-template', description: 'A React, TypeScript and Vite combination set up for neu.', link: 'https://github.com/JustPilz/neu-react-ts-vite-template' },
      { name: 'vite-vue-neutralino (vuetralino)', description: 'A Vue 3 starter bundled with Vite.', link: 'https://github.com/slluxx/vuetralino' },
      { name: 'neutralino-svelte-typescript-template', description: 'Svelte with TypeScript, built by Vite.', link: 'https://github.com/CosmoMyzrailGorynych/neutralino-svelte-typescript-template' },
      { name: 'neutralino-svelte', description: 'A plain Svelte starter.', link: 'https://github.com/OrigamingWasTaken/neutralino-svelte' },
      { name: 'neutralino-solid-vite', description: 'SolidJS on Vite with the native API already configured.', link: 'https://github.com/bartosz-dude/neutralino-solid-vite' },
      { name: 'NeutralinoJs-Custom-Titlebar', description: 'Shows how to draw your own title bar in a frameless window.', link: 'https://github.com/DEVLOPRR/NeutralinoJs-Custom-Titlebar' },
      { name: 'neutralino-blazor', description: 'Run a C# Blazor interface inside a Neutralinojs window.', link: 'https://github.com/hschneider/neutralino-blazor' },
      { name: 'neutralino-flutter', description: 'Host a Flutter app compiled to WebAssembly in a Neutralinojs window.', link: 'https://github.com/hschneider/neutralino-flutter' },
      { name: 'neutralinojs-build-automation-template', description: 'A project whose GitHub Actions turn the built binaries into installers.', link: 'https://github.com/TolinSimpson/neutralinojs-build-automation-template' },
    ],
  },
  {
    title: 'Extensions',
    intro: 'Backends in other languages that talk to your app over the extensions protocol.',
    items: [
      { name: 'neutralino-ext-node', description: 'Run Node.js code next to your app and exchange messages with the frontend.', link: 'https://github.com/hschneider/neutralino-ext-node' },
      { name: 'neutralino-ext-bun', description: 'The same idea with the Bun runtime as the backend.', link: 'https://github.com/hschneider/neutralino-ext-bun' },
      { name: 'neutralino-ext-python', description: 'Write the backend of your app in Python with little glue code.', link: 'https://github.com/hschneider/neutralino-ext-python' },
      { name: 'neutralino-ext-go', description: 'A Go backend for work that benefits from compiled speed and goroutines.', link: 'https://github.com/hschneider/neutralino-ext-go' },
      { name: 'neutralino-ext-rust', description: 'Call fast Rust code from your frontend through a small extension.', link: 'https://github.com/hschneider/neutralino-ext-rust' },
      { name: 'neutralino-ext-dotnet', description: 'Use .NET code as the backend of a Neutralinojs app.', link: 'https://github.com/lgonlop928/neutralino-ext-dotnet' },
      { name: 'neutralinojs-ext-vibrancy', description: 'A C++ extension that adds a translucent vibrancy effect to the window.', link: 'https://github.com/scanline/neutralinojs-ext-vibrancy' },
    ],
  },
  {
    title: 'Libraries',
    intro: 'JavaScript add-ons you import into your frontend.',
    items: [
      { name: 'neutralino-autoupdate', description: 'A fuller updater: checksummed downloads, an install dialog and one manifest for every platform.', link: 'https://github.com/hschneider/neutralino-autoupdate' },
      { name: 'neutralino-curl', description: 'Upload and download over HTTP and FTP through cURL, free of browser CORS limits.', link: 'https://github.com/hschneider/neutralino-curl' },
      { name: 'neutralinojs-menubar', description: 'A menu bar drawn in HTML that looks at home on the desktop.', link: 'https://github.com/scanline/neutralinojs-menubar' },
    ],
  },
  {
    title: 'Build tools',
    intro: 'Scripts and bundlers for the step after `neu build`.',
    items: [
      { name: 'neutralino-build-scripts', description: 'Produce signed-ready macOS app bundles and add icons to Windows and Linux builds.', link: 'https://github.com/hschneider/neutralino-build-scripts' },
      { name: 'neutralino-appimage-bundler', description: 'Package a built project as a Linux AppImage.', link: 'https://github.com/krypt0nn/neutralino-appimage-bundler' },
      { name: 'Neu-AppImage', description: 'Another route from a Neutralinojs build to an AppImage file.', link: 'https://github.com/DEVLOPRR/Neu-AppImage' },
      { name: 'Create-Neutralino-App', description: 'Scaffold a new project with one command.', link: 'https://github.com/DEVLOPRR/Create-Neutralino-App' },
    ],
  },
  {
    title: 'CLI plugins',
    intro: 'Commands that extend the neu CLI.',
    items: [
      { name: 'neutralinojs-cli-appify', description: 'Wrap an existing single-page web app as a small desktop app.', link: 'https://github.com/neutralinojs/neutralinojs-cli-appify' },
      { name: 'Plugin-Explorer', description: 'Find neu plugins, list them and read the details of each.', link: 'https://github.com/rahulptl165/Plugin-Explorer' },
      { name: 'neutralinojs-templates', description: 'Keep project templates on your own machine and reuse them with neu.', link: 'https://github.com/rahulptl165/neutralinojs-templates' },
    ],
  },
  {
    title: 'Editor support',
    intro: 'Help inside your code editor.',
    items: [
      { name: 'NeutralinoJs Snippets', description: 'Visual Studio Code snippets for the client library calls.', link: 'https://marketplace.visualstudio.com/items?itemName=DEVLOPRR.neutralinojs-snippets' },
    ],
  },
  {
    title: 'Tutorials and articles',
    intro: 'Reading and watching material about the framework.',
    items: [
      { name: 'Why we built Neutralinojs framework?', description: 'The maintainers explain the problem the framework set out to solve.', link: 'https://medium.com/neutralinojs/why-we-built-neutralinojs-framework-part-i-1d6c667951d5' },
      { name: 'Neutralinojs with Angular', description: 'A walkthrough of pairing an Angular frontend with Neutralinojs.', link: 'https://medium.com/@ratatoeskr/angular-16-and-neutralinojs-9-7-0-f2aa9429bb2' },
      { name: 'The Next Best Alternative to Electron & Tauri', description: 'The Notesnook team compares Neutralinojs with the better-known options.', link: 'https://blog.notesnook.com/neutralinojs-next-best-alternative-to-electron-and-tauri/' },
      { name: 'What is Neutralinojs? Alternative to Electron', description: 'An introduction to the framework on DEV.', link: 'https://dev.to/byteslash/what-is-neutralinojs-alternative-to-electron-5fjc' },
      { name: 'Neutralino tutorials playlist', description: 'A YouTube playlist of lessons on building Neutralinojs apps.', link: 'https://www.youtube.com/playlist?list=PLvTbqpiPhQRb2xNQlwMs0uVV0IN8N-pKj' },
      { name: 'Framework source code explained', description: 'A video tour of the C++ framework repository.', link: 'https://youtu.be/QGZywYDsSyg' },
      { name: 'Client library source code explained', description: 'A video tour of neutralino.js, the JavaScript client.', link: 'https://youtu.be/V-RD6ia5YjY' },
      { name: 'CLI source code explained', description: 'A video tour of the neu command-line tool.', link: 'https://youtu.be/XUj20aJDJiI' },
    ],
  },
  {
    title: 'Community lists',
    intro: 'Collections kept up to date by the community.',
    items: [
      { name: 'awesome-neutralino', description: 'The community list of apps, starters, extensions, tools, articles and videos.', link: 'https://github.com/neutralinojs-community/awesome-neutralino' },
      { name: 'neutralinojs-community', description: 'The GitHub organisation where community projects live.', link: 'https://github.com/neutralinojs-community' },
      { name: 'Web to desktop framework comparison', description: 'Side-by-side benchmarks of Neutralinojs, Electron, Tauri, NW.js and others, rebuilt on CI.', link: 'https://github.com/Elanis/web-to-desktop-framework-comparison' },
    ],
  },
];
