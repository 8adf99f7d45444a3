// Questions a reader would type to find each part of the pages written in TSX (home, apps,
// resources, privacy policy): what MDX front matter gives a doc as questions and section_questions.
// The search indexes them (lib/search/page-sections.ts) and never shows them. Keys are h2 or h3 ids of
// the built page; the index build fails on one the page lacks.

export type PageQuestions = {
  /** For the page as a whole (its intro). */
  page?: string[];
  /** Per h2 or h3 id. */
  sections?: Record<string, string[]>;
};

export const pageQuestions: Record<string, PageQuestions> = {
  '/': {
    page: ['what is neutralinojs', 'lightweight desktop app framework javascript', 'make a desktop program using html css and js'],
    sections: {
      'idea-heading': ['does my app ship its own chromium or node', 'single codebase linux windows macos', 'write once run on any os using the system webview'],
      'learn-heading': ['how long does it take to learn neutralinojs', 'quick start tutorial videos', 'beginner crash course for neutralino'],
      'features-heading': ['what are the main benefits of neutralinojs', 'neutralinojs key features', 'advantages tiny binary no runtime to install'],
      'comparison-heading': ['how does neutralinojs compare to electron and tauri', 'electron vs tauri vs nw.js size memory', 'benchmark of bundle size and ram usage'],
      'install-heading': ['how do i install the neu cli', 'npm install neutralinojs cli', 'setup command to begin a new app'],
    },
  },
  '/apps': {
    page: ['which apps are built with neutralinojs', 'neutralinojs app showcase', 'examples of real projects made with neutralino'],
    sections: {
      'add-app-heading': ['how can i add my app to the showcase', 'submit app pull request', 'get my project listed on the neutralino apps page'],
    },
  },
  '/resources': {
    page: ['community projects and tools for neutralinojs', 'neutralinojs resources', 'ecosystem of third party add-ons'],
    sections: {
      templates: ['is there a react or vue starter template for neutralino', 'neu create template list', 'boilerplate with vite and svelte'],
      extensions: ['write the backend in python or go', 'node rust dotnet extensions', 'use another language server side with neutralino'],
      libraries: ['auto update library for neutralino apps', 'frontend javascript add-on libraries', 'html menubar and curl downloads without cors'],
      'build-tools': ['how to package my app as an appimage', 'macos app bundle icons build scripts', 'post build packaging and bundling tools'],
      'cli-plugins': ['how to extend the neu command line with plugins', 'neu cli plugins', 'turn an existing spa into a desktop app'],
      'editor-support': ['vs code snippets for neutralino', 'editor snippets autocomplete', 'ide integration for the neutralino client library'],
      'tutorials-and-articles': ['where can i find neutralinojs tutorials and videos', 'youtube playlist source code walkthrough', 'blog posts introducing neutralinojs as electron alternative'],
      'community-lists': ['is there an awesome list for neutralino', 'awesome-neutralino list', 'community github organisation and curated collections'],
    },
  },
  '/privacy-policy': {
    page: ['neutralinojs privacy policy', 'what does the project record about me', 'personal data handling statement gdpr'],
    sections: {
      'the-framework-and-the-cli': ['does neutralinojs send telemetry', 'neu cli analytics usage data', 'does the framework phone home or track users'],
      'this-website': ['does the site have accounts or store what i do', 'which third party scripts can the docs site load', 'does the web host keep request logs'],
      analytics: ['which page views does the site count', 'is my ip address anonymised', 'how long do the _ga cookies last'],
      advertising: ['does the site show google ads', 'adsense cookies __gads', 'third party ad script on the docs'],
      cookies: ['does this site set its own cookies', 'which cookies can appear on this site', 'cookie banner consent'],
      'browser-storage': ['what does the site save in my browser', 'theme preference stored locally', 'local storage keys used by the docs'],
      'how-to-opt-out': ['how do i stop being tracked on this site', 'opt out analytics ads', 'block tracking cookies with a content blocker'],
      'scope-and-contact': ['who do i contact about privacy questions', 'privacy policy scope', 'report a correction to the privacy page'],
    },
  },
};
