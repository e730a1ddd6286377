import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * The app's router at `path` (a path and query), with a history of its own in memory, for the
 * unit tests: what a component reads of the address and where it navigates stay in the test.
 */
export function AtAddress({ path = '/', children }: { path?: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path }));
  return <Router hook={location.hook}>{children}</Router>;
}
