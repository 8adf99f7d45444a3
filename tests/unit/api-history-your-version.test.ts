// "Your version" (issue 35) in the built HTML, on the small doc set of tests/fixtures/api-history-render
// (releases: framework v6.9.0 and v4.8.0, client 6.9.0 and 3.7.0, neu v11.7.2 and v9.3.1): which
// items, rows, History entries and removed items carry release tokens, and where removed items stand.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content';
import { renderDocHtml } from '@/lib/mdx/render-doc';
import { apiHistoryContextOf, headingTokensOf } from '@/lib/api-history/docs';

const DOCS = path.resolve('tests/fixtures/api-history-render/docs');
const doc = (id: string) => loadDocs(DOCS).find((d) => d.id === id)!;
const html = (id: string) => renderDocHtml(doc(id));
const squash = (text: string) => text.replace(/\n/g, '');

describe('your version marks', () => {
  it('reads the releases and their pairs from the fixture\'s compatibility table', () => {
    const { releases, floors } = apiHistoryContextOf(loadDocs(DOCS))!;
    expect(releases.framework).toEqual([{ version: '6.9.0', client: '6.9.0', cli: '11.7.2' }, { version: '4.8.0', client: '3.7.0', cli: '9.3.1' }]);
    expect(floors).toEqual({ framework: '4.8.0', client: '3.7.0', cli: '9.3.1' });
  });

  it('wraps an item added after the oldest release with its tokens, a "Not in" line and its body', async () => {
    const page = squash(await html('api/os'));
    expect(page).toContain('<h2 id="ossetenvkey-value" class="anchor-heading" data-since="f6.9.0 c6.9.0">');
    // The disclosure and the h2's own section body (content-visibility, rehype-section-bodies.ts) follow it as siblings.
    expect(page).toMatch(/<\/h2><details class="api-missing version-missing" data-since="f6.9.0 c6.9.0"><summary>Not in <span class="your-version" data-product="framework"><\/span>.*?<\/summary><\/details><div class="section-body api-item-body" style="[^"]*" data-since="f6.9.0 c6.9.0"><p>Sets one environment variable/);
    // os.getEnvs is in both releases: no wrapper, but its later History entry is marked.
    expect(page).toContain('<h2 id="osgetenvs" class="anchor-heading">');
    expect(page).not.toMatch(/<h2 id="osgetenvs"[^>]*data-since/);
    expect(page).toContain('<li data-since="f6.9.0"><span class="api-upgrade-note version-missing">When you upgrade</span> <a href="/docs/release-notes/framework#v690">framework v6.9.0</a>: Made-up change');
    expect(headingTokensOf(doc('api/os'))).toEqual({ 'ossetenvkey-value': 'f6.9.0 c6.9.0' });
  });

  it('shows a removed item before what replaced it, only for releases that still have it', async () => {
    const page = squash(await html('api/os'));
    // os.oldEnv went in framework v5.0.0 (no section in these notes, so the link is to the page):
    // a reader on v4.8.0, the release before 6.9.0 here, still has it.
    expect(page).toContain('<div class="api-removed-here" data-gone="f6.9.0"><p><code>os.oldEnv</code> is in your version; <a href="/docs/release-notes/framework">framework v5.0.0</a> removed it. Use <a href="/docs/api/os#osgetenvs"><code>os.getEnvs</code></a> instead.</p></div><h2 id="osgetenvs"');
    // os.gone went in v4.8.0, the oldest release here: no reader has it.
    expect(page).not.toContain('<code>os.gone</code> is in your version');
  });

  it('marks rows by the older of the items they name, with the line in the first cell', async () => {
    const page = squash(await html('api/global-variables'));
    expect(page).toMatch(/<tr id="global-nl_demo" data-since="f6\.9\.0"><td><code>NL_DEMO<\/code> <a class="api-badge"[^>]*>v6\.9\+<\/a><details class="api-missing version-missing">/);
    expect(page).toMatch(/<tr id="global-nl_one"><td><code>NL_ONE<\/code>/); // NL_TWO is newer, but NL_ONE in the same row is in both
    const neu = squash(await html('cli/neu-cli'));
    expect(neu).toContain('<tr id="option-neu-build-embed-resources" data-since="n11.7.2">');
    expect(neu).toMatch(/<tr id="option-neu-build-release">/);
  });
});
