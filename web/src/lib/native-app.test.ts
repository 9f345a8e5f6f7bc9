import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyNativeAppQuery, isNativeApp, useNativeApp } from './native-app.ts';

describe('native-app mode', () => {
  it('is off by default', () => {
    expect(isNativeApp()).toBe(false);
  });

  it('turns on with native_app (any value) and stays on without the query', () => {
    applyNativeAppQuery('?native_app');
    expect(sessionStorage.getItem('native_app')).toBe('1');
    applyNativeAppQuery('?p=2');
    expect(isNativeApp()).toBe(true);
    applyNativeAppQuery('?native_app=ios');
    expect(isNativeApp()).toBe(true);
  });

  it('turns off with native_app=0', () => {
    applyNativeAppQuery('?native_app=1');
    applyNativeAppQuery('?native_app=0');
    expect(sessionStorage.getItem('native_app')).toBeNull();
    expect(isNativeApp()).toBe(false);
  });

  it('updates components that ask for it', () => {
    const { result } = renderHook(() => useNativeApp());
    expect(result.current).toBe(false);
    act(() => applyNativeAppQuery('?native_app=1'));
    expect(result.current).toBe(true);
    act(() => applyNativeAppQuery('?native_app=0'));
    expect(result.current).toBe(false);
  });
});
