import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetApi } from '../src/api';
import { resetBusMemory } from '../src/bus';
import { resetStore } from '../src/store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  resetStore();
  resetBusMemory();
  resetApi();
  if (typeof localStorage === 'undefined') return;
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    /* some tests replace storage */
  }
  if (typeof document === 'undefined') return;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
