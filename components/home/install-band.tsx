import { CodeBlock } from '@/components/mdx/code-block';
import { SiteLink } from '@/components/layout/site-link';
import { cliPackage } from '@/lib/site-config';

export const installCommand = `npm install -g ${cliPackage}`;

/** The closing call to action; the copy button is the shared code-block one. */
export function HomeInstallBand() {
  return (
    <section className="home-band home-install" aria-labelledby="install-heading">
      <div className="container narrow-band">
        <h2 id="install-heading">Start building today</h2>
        <p>Install the neu CLI with npm, then create your first app with <code>neu create</code>.</p>
        <CodeBlock><code>{installCommand}</code></CodeBlock>
        <p>
          Next: <SiteLink href="/docs/getting-started/your-first-neutralinojs-app">your first Neutralinojs app</SiteLink>.
        </p>
      </div>
    </section>
  );
}
