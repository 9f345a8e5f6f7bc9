import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createLoadingCounter, LoadingCounterContext, useAppLoading } from './loading-counter.ts';

describe('loading counter (spec §4)', () => {
  it('starts at 2, goes down to 1, then ends', () => {
    const counter = createLoadingCounter();
    expect(counter.get()).toBe(2);
    counter.settle();
    expect(counter.get()).toBe(1);
    counter.settle();
    expect(counter.get()).toBe(false);
    counter.settle();
    expect(counter.get()).toBe(false);
  });

  it('starts again when a request begins after boot', () => {
    const counter = createLoadingCounter();
    counter.settle();
    counter.settle();
    counter.begin();
    expect(counter.get()).toBe(1);
    counter.settle();
    expect(counter.get()).toBe(false);
  });

  it('tells components whether the app is still loading', () => {
    const counter = createLoadingCounter(2);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LoadingCounterContext value={counter}>{children}</LoadingCounterContext>
    );
    const { result } = renderHook(() => useAppLoading(), { wrapper });
    expect(result.current).toBe(true);
    act(() => counter.settle());
    expect(result.current).toBe(true);
    act(() => counter.settle());
    expect(result.current).toBe(false);
  });
});
