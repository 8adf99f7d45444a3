// Apps built with Neutralinojs, shown on /apps. Plain data, no React.
// Names and links read from:
//   neutralinojs/neutralinojs.github.io @ ba9409e (src/pages/apps.js: the four apps the old site showed)
//   neutralinojs-community/awesome-neutralino @ 4960a3c2e5875b221f2ad92173b698ec336238a5 (README.md, "Apps")
// Descriptions and tags are ours; tags only say what those sources state about each app.
// To add an app: append an entry (link to its repository or home page) and open a pull request.

export type ShowcaseApp = {
  name: string;
  /** One line of ours, at most 25 words. */
  description: string;
  tags: string[];
  link: string;
  /** An image of our own under public/apps/, with its size so the card does not shift. */
  image?: { src: string; width: number; height: number; alt: string };
};

export const apps: ShowcaseApp[] = [
  {
    name: 'LiteMan',
    description: 'A small file viewer whose interface is written with Angular and Material components.',
    tags: ['Angular', 'Material', 'Utility'],
    link: 'https://github.com/codezri/liteman',
  },
  {
    name: 'LitePy',
    description: 'A deliberately minimal editor for Python code, with an interface written in React.',
    tags: ['React', 'Editor'],
    link: 'https://github.com/codezri/litepy',
  },
  {
    name: 'Fonline Name Colorizing',
    description: 'A tool for colouring names in the Fonline game, written in TypeScript with Preact and Redux.',
    tags: ['Preact', 'TypeScript', 'Redux', 'Game'],
    link: 'https://github.com/ernest-rudnicki/fonline-name-colorizing',
  },
  {
    name: 'Vale at Red Hat',
    description: 'Lint AsciiDoc files with Vale from a desktop window; the app comes from the Vale at Red Hat project.',
    tags: ['JavaScript', 'Material', 'Writing'],
    link: 'https://github.com/gaurav-nelson/varh-app',
  },
  {
    name: 'SeasonFall',
    description: 'A small JavaScript game that draws on weather data from the OpenWeatherMap API.',
    tags: ['JavaScript', 'Game'],
    link: 'https://github.com/Starlight-Skull/Seasonfall',
  },
  {
    name: 'NeuTodo',
    description: 'A to-do list for every desktop, made with Vue, Vuetify and TypeScript.',
    tags: ['Vue', 'TypeScript', 'Productivity'],
    link: 'https://github.com/ModuleArt/neu-todo',
  },
  {
    name: 'Cloudflare Warp GUI',
    description: 'An unofficial graphical client for connecting to Cloudflare WARP on Linux.',
    tags: ['Linux', 'Networking', 'Utility'],
    link: 'https://github.com/krypt0nn/warp-gui',
  },
  {
    name: 'Myoro Editor',
    description: 'A simple text editor.',
    tags: ['Editor'],
    link: 'https://github.com/antonkoetzler/MyoroEditor',
  },
  {
    name: 'Translate Tool',
    description: 'A simple tool for translating text from your desktop.',
    tags: ['Utility', 'Writing'],
    link: 'https://github.com/Alger23/neutralinojs-translate-tool',
  },
  {
    name: 'Weather Psychic',
    description: 'A simple weather app for the desktop.',
    tags: ['Utility'],
    link: 'https://github.com/Kinyugo/weather-psychic',
  },
  {
    name: 'Simon',
    description: 'The classic colour and sound memory game: repeat a sequence that grows by one step each round.',
    tags: ['Game'],
    link: 'https://github.com/m00ke5h/Simon',
  },
  {
    name: 'Minesweeper',
    description: 'Clear the grid without hitting a mine, in a desktop version of the familiar puzzle.',
    tags: ['Game'],
    link: 'https://github.com/ali-shahhoud/Minesweeper',
  },
  {
    name: 'Drums',
    description: 'Play a set of drums on your desktop.',
    tags: ['Game', 'Music'],
    link: 'https://github.com/m00ke5h/Drums',
  },
  {
    name: 'SimpleTime',
    description: 'A cross-platform timer and stopwatch with a clean, modern design.',
    tags: ['Productivity', 'Utility'],
    link: 'https://github.com/navidmafi/SimpleTime',
  },
  {
    name: 'E.R.A.K',
    description: 'Build a personal encyclopedia that sorts what you know into relative and absolute knowledge.',
    tags: ['Productivity', 'Writing'],
    link: 'https://codeberg.org/Karter_Kein/E.R.A.K',
  },
];
