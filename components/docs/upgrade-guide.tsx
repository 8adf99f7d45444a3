'use client';
import { useEffect } from 'react';
import { UPGRADE_PARAMS } from '@/lib/api-history/upgrade';

const QUERY_NAMES = [UPGRADE_PARAMS.from.framework, UPGRADE_PARAMS.to.framework];

/**
 * The upgrade guide's form (static HTML in the article, which is never hydrated): a change or a
 * submit shows the pair picked, computed in the browser by code and data loaded on first use
 * (lib/api-history/upgrade-dom.ts). An address with ?from= or ?to= is shown on arrival; the inline
 * script hid the build's default pair until then (data-upgrade-query).
 */
export function UpgradeGuide() {
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>('form.upgrade-picker');
    const root = document.documentElement;
    if (!form) return;
    let latest = 0;
    const show = async (options: { changed?: Element; fromQuery?: boolean }) => {
      const run = ++latest;
      try {
        const { showUpgrade } = await import('@/lib/api-history/upgrade-dom');
        if (run === latest) await showUpgrade(form, options);
      } finally {
        if (run === latest) root.removeAttribute('data-upgrade-query'); // shown, or the build's pair again if the data failed to load
      }
    };
    const onChange = (event: Event) => void show({ changed: event.target as Element });
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      void show({});
    };
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    // Selects changed before this code ran (it starts after the first paint) count as asked for too.
    const query = new URLSearchParams(location.search);
    const changedEarly = [...form.querySelectorAll('select')].some((s) => s.value !== s.querySelector<HTMLOptionElement>('option[selected]')?.value);
    if (QUERY_NAMES.some((name) => query.has(name)) || changedEarly) void show({ fromQuery: !changedEarly });
    else root.removeAttribute('data-upgrade-query');
    return () => {
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
    };
  }, []);
  return null;
}
