import { describe, expect, it } from 'vitest';
import { checkBuiltLinks } from '../../scripts/check-links';

describe('link check over the built site', () => {
  it('fails on links to missing pages, listing every source, and only warns on missing anchors', () => {
    const { errors, warnings } = checkBuiltLinks('tests/fixtures/link-check');
    expect(errors.sort()).toEqual([
      // A relative href resolves as a browser would: "api/os" on /docs means /api/os.
      'broken link to /api/os (no page there), from:\n  /docs -> api/os',
      'broken link to /docs/api/gone (no page there), from:\n  /docs -> /docs/api/gone\n  /docs/api/os -> /docs/api/gone?x=1',
    ]);
    expect(warnings).toEqual([expect.stringContaining('/docs links to /docs/api/os#missing-anchor, but /docs/api/os has no element with id "missing-anchor"')]);
  });
});
