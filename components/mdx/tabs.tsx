'use client';
import { Children, isValidElement, useId, useRef, useSyncExternalStore, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { readTabChoice, subscribeTabChoice, writeTabChoice } from '@/lib/tab-choice';

type TabItemProps = { value: string; label?: string; default?: boolean; children: ReactNode };

/** One panel of <Tabs>; Tabs reads its props and renders it. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs. Tabs sharing a groupId switch together
 * across the page and remember the choice in localStorage for the next visit.
 */
export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const values = items.map((item) => item.props.value);
  const fallback = items.find((item) => item.props.default)?.props.value ?? values[0];
  const [local, setLocal] = useState(fallback);
  const stored = useSyncExternalStore(subscribeTabChoice, () => (groupId ? readTabChoice(groupId) : null), () => null);
  const selected = stored && values.includes(stored) ? stored : local;
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (value: string) => {
    setLocal(value);
    if (groupId) writeTabChoice(groupId, value);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = values.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(values[target]);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs-list" aria-orientation="horizontal">
        {items.map((item, i) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => { tabRefs.current[i] = el; }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              onClick={() => select(item.props.value)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div key={item.props.value} role="tabpanel" id={`${baseId}-panel-${i}`} aria-labelledby={`${baseId}-tab-${i}`} hidden={item.props.value !== selected} className="tab-panel" tabIndex={0}>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
